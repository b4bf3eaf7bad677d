import { useEffect, useRef, useState } from 'react';
import { Download, SlidersHorizontal } from 'lucide-react';
import type { ApplicationStatus } from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { saveFile } from '@/lib/save-file';
import { useAddress } from '@/lib/use-address';
import { useExportApplicationsCsvMutation, useGetAdminApplicationsQuery } from './admin-applications-api';
import {
  addressForView,
  ALL_APPLICATIONS,
  hasActiveFilters,
  viewFromAddress,
  type ApplicationListView,
} from './application-filters';
import { ApplicationPanel } from './application-panel';
import { ApplicationRows } from './application-rows';
import { BulkStatusBar } from './bulk-status-bar';
import { AnswerFilter, KnockedOutSelect } from './screening-filter';
import { useStatusOptions } from './status-options';
import { adminApplicationsTexts } from './texts';
import './admin-applications.css';
import { useTexts } from '@/lib/i18n/texts';

const SEARCH_DELAY_MS = 300;

export interface JobOption {
  id: number;
  title: string;
}

/**
 * The Applications tab as a tracker: one dense row per application, paged, sorted and filtered on
 * the server, the view kept in the address; a row opens its detail panel.
 */
export function ApplicationsTab({ jobs }: { jobs: readonly JobOption[] }) {
  const t = useTexts(adminApplicationsTexts);
  const statusOptions = useStatusOptions();
  const [address, setAddress] = useAddress();
  const view = viewFromAddress(address);
  const openId = Number(address.get('application')) || null;
  const [searchText, setSearchText] = useState(view.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const applications = useGetAdminApplicationsQuery(view);
  const csvExport = useAdminAction(useExportApplicationsCsvMutation(), {
    failed: t.filters.exportFailed,
    done: () => t.tracker.exportDone,
    announceFailure: true,
    handOver: true,
  });

  const show = (next: Partial<ApplicationListView>, options: { keepPage?: boolean } = {}) => {
    setAddress(
      (current) => {
        const newest = viewFromAddress(current);
        const page = options.keepPage ? (next.page ?? newest.page) : (next.page ?? 1);
        return addressForView(current, { ...newest, ...next, page });
      },
      { preventScrollReset: true },
    );
    setSelected([]);
  };
  const open = (id: number | null) => {
    setAddress(
      (current) => {
        if (id === null) current.delete('application');
        else current.set('application', String(id));
        return current;
      },
      { preventScrollReset: true },
    );
  };

  // The box follows the address (back/forward); typing updates the address after a pause.
  const lastQ = useRef(view.q);
  useEffect(() => {
    if (view.q !== lastQ.current) {
      lastQ.current = view.q;
      setSearchText(view.q);
    }
  }, [view.q]);
  useEffect(() => {
    if (searchText.trim() === view.q.trim()) return;
    const timer = setTimeout(() => {
      lastQ.current = searchText;
      show({ q: searchText });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const runExport = async () => {
    const outcome = await csvExport.run(view);
    if (!outcome.ok) return;
    const fallbackName = `job-applications-${new Date().toISOString().slice(0, 10)}.csv`;
    saveFile(outcome.data.content, outcome.data.fileName ?? fallbackName);
  };

  const jobOptions = jobs.map((job) => ({ value: String(job.id), label: job.title }));
  const filtered = hasActiveFilters(view);
  // "26–50 of 60": the rows this page shows, announced as the view changes.
  const range = (total: number) => {
    const page = applications.data;
    if (!page || page.items.length === 0) return '';
    const from = (page.meta.page - 1) * page.meta.pageSize + 1;
    return t.tracker.range(from, Math.min(total, from + page.items.length - 1), total);
  };

  return (
    <section aria-labelledby="admin-applications-heading" className="tracker">
      <div className="admin-toolbar">
        <h2 id="admin-applications-heading" className="admin-toolbar__title">
          {t.list.heading}
        </h2>
        <div className="admin-toolbar__actions">
          <Button
            variant="secondary"
            className="tracker__filters-toggle"
            icon={<SlidersHorizontal size={16} />}
            aria-expanded={filtersOpen}
            aria-controls="tracker-filters"
            onClick={() => setFiltersOpen((value) => !value)}
          >
            {t.tracker.showFilters}
          </Button>
          <Button
            variant="secondary"
            icon={<Download size={16} />}
            disabled={csvExport.pending}
            onClick={() => void runExport()}
          >
            {csvExport.pending ? t.filters.exporting : t.filters.export}
          </Button>
        </div>
      </div>
      <form
        id="tracker-filters"
        className={`admin-filters tracker__filters${filtersOpen ? ' tracker__filters--open' : ''}`}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          show({ q: searchText });
        }}
      >
        <TextField
          label={t.filters.search}
          type="search"
          placeholder={t.filters.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Select
          label={t.filters.status}
          options={statusOptions}
          placeholder={t.filters.allStatuses}
          value={view.status}
          onChange={(event) => show({ status: event.target.value as ApplicationStatus | '' })}
        />
        <Select
          label={t.filters.job}
          options={jobOptions}
          placeholder={t.filters.allJobs}
          value={String(view.jobId)}
          onChange={(event) =>
            // Another job has other questions: the answer filter starts again.
            show({
              jobId: event.target.value === '' ? '' : Number(event.target.value),
              questionId: '',
              answer: '',
            })
          }
        />
        <KnockedOutSelect value={view.knockedOut} onChange={(knockedOut) => show({ knockedOut })} />
        {view.jobId === '' ? null : (
          <AnswerFilter
            jobId={view.jobId}
            questionId={view.questionId}
            answer={view.answer}
            onChange={(filter) => show(filter)}
          />
        )}
        {filtered ? (
          <div className="admin-filters__actions">
            <Button
              variant="ghost"
              onClick={() => {
                setSearchText('');
                lastQ.current = '';
                show({ ...ALL_APPLICATIONS, sort: view.sort });
              }}
            >
              {t.filters.clear}
            </Button>
          </div>
        ) : null}
      </form>
      {selected.length > 0 ? (
        <BulkStatusBar
          selection={selected.flatMap((id) => {
            const row = applications.data?.items.find((item) => item.id === id);
            return row ? [row] : [];
          })}
          onDone={() => setSelected([])}
        />
      ) : null}
      <div className={`tracker__body${openId ? ' tracker__body--panel' : ''}`}>
        <div className="tracker__list">
          <AdminListFrame
            query={applications}
            texts={t.list}
            pager={{
              pagination: t.tracker.pagination,
              previous: t.tracker.previous,
              next: t.tracker.next,
              pageOf: t.tracker.page,
              onPage: (page) => show({ page }, { keepPage: true }),
            }}
            count={range}
            empty={<p className="admin-empty__title">{filtered ? t.list.noMatch : t.list.empty}</p>}
          >
            {(rows) => (
              <ApplicationRows
                rows={rows}
                sort={view.sort}
                openId={openId}
                selected={selected}
                onSelect={setSelected}
                onSort={(sort) => show({ sort })}
                onOpen={open}
              />
            )}
          </AdminListFrame>
        </div>
        {openId ? <ApplicationPanel key={openId} id={openId} onClose={() => open(null)} /> : null}
      </div>
    </section>
  );
}
