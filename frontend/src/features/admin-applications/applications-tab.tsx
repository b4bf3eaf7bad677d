import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Download, Search } from 'lucide-react';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useExportApplicationsCsvMutation, useGetAdminApplicationsQuery } from './admin-applications-api';
import { ApplicationCard } from './application-card';
import { hasActiveFilters, NO_APPLICATION_FILTERS, type ApplicationFilters } from './application-filters';
import {
  filtersCleared,
  jobFilterChanged,
  searchChanged,
  selectApplicationFilters,
  statusFilterChanged,
} from './application-filters-slice';
import { adminApplicationsTexts } from './texts';
import './admin-applications.css';

const t = adminApplicationsTexts;
const SEARCH_DELAY_MS = 300;
const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: t.status[status] }));

export interface JobOption {
  id: number;
  title: string;
}

/** Saves text as a file: the export needs the bearer header, so it cannot be a plain link. */
function saveCsv(csv: string, fileName: string): void {
  // The BOM lets spreadsheet programs read UTF-8 names (Arabic, accents) correctly.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Applications tab: search (debounced), status and job filters, CSV export, the cards. */
export function ApplicationsTab({ jobs }: { jobs: readonly JobOption[] }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectApplicationFilters);
  const [searchText, setSearchText] = useState(filters.search);
  const { data: applications = [], isLoading, isFetching, isError } = useGetAdminApplicationsQuery(filters);
  const { data: all = [] } = useGetAdminApplicationsQuery(NO_APPLICATION_FILTERS);
  const [exportCsv, exportState] = useExportApplicationsCsvMutation();
  const [exportError, setExportError] = useState<string | null>(null);
  const filtered = hasActiveFilters(filters);

  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => dispatch(searchChanged(searchText)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, dispatch]);

  const runExport = async (current: ApplicationFilters) => {
    setExportError(null);
    const result = await exportCsv(current);
    exportState.reset();
    if (result.error) {
      if ((result.error as { status?: unknown }).status !== 401)
        setExportError(errorMessage(result.error, t.filters.exportFailed));
      return;
    }
    saveCsv(result.data, `job-applications-${new Date().toISOString().slice(0, 10)}.csv`);
  };

  const jobOptions = jobs.map((job) => ({ value: String(job.id), label: job.title }));

  return (
    <section aria-labelledby="admin-applications-heading">
      <div className="admin-toolbar">
        <h2 id="admin-applications-heading" className="admin-toolbar__title">
          {t.list.heading}
        </h2>
      </div>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={t.filters.search}
          type="search"
          placeholder={t.filters.searchPlaceholder}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') dispatch(searchChanged(searchText));
          }}
        />
        <Select
          label={t.filters.status}
          options={STATUS_OPTIONS}
          placeholder={t.filters.allStatuses}
          value={filters.status}
          onChange={(event) => dispatch(statusFilterChanged(event.target.value as ApplicationStatus | ''))}
        />
        <Select
          label={t.filters.job}
          options={jobOptions}
          placeholder={t.filters.allJobs}
          value={String(filters.jobId)}
          onChange={(event) =>
            dispatch(jobFilterChanged(event.target.value === '' ? '' : Number(event.target.value)))
          }
        />
        <div className="admin-filters__actions">
          {filtered ? (
            <Button
              variant="ghost"
              onClick={() => {
                setSearchText('');
                dispatch(filtersCleared());
              }}
            >
              {t.filters.clear}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            icon={<Download size={16} />}
            disabled={exportState.isLoading}
            onClick={() => void runExport(filters)}
          >
            {exportState.isLoading ? t.filters.exporting : t.filters.export}
          </Button>
        </div>
      </form>
      {exportError ? (
        <p className="admin-inline-error" role="alert">
          {exportError}
        </p>
      ) : null}
      {isLoading ? (
        <LoadingText>{t.list.loading}</LoadingText>
      ) : applications.length === 0 ? (
        <div className="admin-empty">
          {filtered && all.length > 0 ? (
            <p className="admin-empty__title">
              <Search size={18} aria-hidden="true" /> {t.list.noMatch}
            </p>
          ) : (
            <p className="admin-empty__title">{t.list.empty}</p>
          )}
          {isError ? <p>{t.list.loadFailed}</p> : null}
        </div>
      ) : (
        <>
          <p className="admin-muted admin-count" role="status" aria-busy={isFetching}>
            {t.list.showing(applications.length, Math.max(all.length, applications.length))}
          </p>
          <div className="admin-grid admin-grid--wide">
            {applications.map((application) => (
              <ApplicationCard key={application.id} application={application} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
