import { useState, type FormEvent } from 'react';
import { Download, FileDown, Search } from 'lucide-react';
import {
  QUOTE_SORTS,
  QUOTE_STATUSES,
  type QuoteRequest,
  type QuoteSort,
  type QuoteStatus,
} from '@uaq/contract';
import { serviceNames } from '@/components/layout/texts';
import { useTexts } from '@/lib/i18n/texts';
import { buildingTypeNames, emirateNames, preferredContactNames } from '@/components/quote-choice-texts';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { optionsOf, Select, TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDateTime } from '@/lib/format-date';
import { saveFile } from '@/lib/save-file';
import {
  useDownloadQuoteDrawingMutation,
  useExportQuoteRequestsCsvMutation,
  useGetQuoteRequestsQuery,
  useSetQuoteStatusMutation,
  type QuoteQuery,
} from './admin-quotes-api';
import { adminQuotesTexts } from './texts';
import './admin-quotes.css';

/** The Quote requests tab: paged on the server, searched, filtered by status, sorted, exported. */
export function QuotesTab() {
  const t = useTexts(adminQuotesTexts);
  const [query, setQuery] = useState<QuoteQuery>({ page: 1, sort: '-createdAt' });
  const [searchText, setSearchText] = useState('');
  const quotes = useGetQuoteRequestsQuery(query);
  const csvExport = useAdminAction(useExportQuoteRequestsCsvMutation(), {
    failed: t.exportFailed,
    handOver: true,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, q: searchText.trim() || undefined, page: 1 }));
  };

  const runExport = async () => {
    const outcome = await csvExport.run({ q: query.q, status: query.status, sort: query.sort });
    if (outcome.ok) {
      const fallbackName = `quote-requests-${new Date().toISOString().slice(0, 10)}.csv`;
      saveFile(outcome.data.content, outcome.data.fileName ?? fallbackName);
    }
  };

  return (
    <section aria-labelledby="admin-quotes-heading">
      <div className="admin-toolbar">
        <h2 id="admin-quotes-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={16} />}
          disabled={csvExport.pending}
          onClick={() => void runExport()}
        >
          {t.exportCsv}
        </Button>
        {csvExport.error ? (
          <p className="admin-inline-error" role="alert">
            {csvExport.error}
          </p>
        ) : null}
      </div>
      <AdminListFrame
        query={quotes}
        texts={t}
        pager={{ ...t, onPage: (page) => setQuery((current) => ({ ...current, page })) }}
        toolbar={
          <form className="admin-quotes__filters" role="search" onSubmit={search}>
            <TextField
              label={t.search}
              type="search"
              name="q"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              maxLength={100}
            />
            <Button type="submit" variant="secondary" icon={<Search size={16} />}>
              {t.searchButton}
            </Button>
            <Select
              label={t.statusFilter}
              name="status"
              value={query.status ?? ''}
              options={optionsOf(QUOTE_STATUSES, t.statuses)}
              placeholder={t.allStatuses}
              onChange={(event) =>
                setQuery((current) => ({
                  ...current,
                  status: (event.target.value || undefined) as QuoteStatus | undefined,
                  page: 1,
                }))
              }
            />
            <Select
              label={t.sortLabel}
              name="sort"
              value={query.sort ?? '-createdAt'}
              options={optionsOf(QUOTE_SORTS, t.sorts)}
              onChange={(event) =>
                setQuery((current) => ({ ...current, sort: event.target.value as QuoteSort, page: 1 }))
              }
            />
          </form>
        }
        empty={
          <>
            <h3 className="admin-empty__title">{t.empty}</h3>
            <p>{t.emptyHint}</p>
          </>
        }
      >
        {(items) => (
          <ul className="admin-quotes">
            {items.map((quote) => (
              <QuoteItem key={quote.id} quote={quote} />
            ))}
          </ul>
        )}
      </AdminListFrame>
    </section>
  );
}

function QuoteItem({ quote }: { quote: QuoteRequest }) {
  const t = useTexts(adminQuotesTexts);
  const serviceName = useTexts(serviceNames);
  const buildingType = useTexts(buildingTypeNames);
  const emirate = useTexts(emirateNames);
  const contactWay = useTexts(preferredContactNames);
  const statusChange = useAdminAction(useSetQuoteStatusMutation(), { failed: t.updateFailed });
  const drawing = useAdminAction(useDownloadQuoteDrawingMutation(), {
    failed: t.drawingFailed,
    handOver: true,
  });
  const error = statusChange.error ?? drawing.error;

  const changeStatus = async (status: QuoteStatus) => {
    drawing.clear();
    await statusChange.run({ id: quote.id, status });
  };

  const saveDrawing = async () => {
    statusChange.clear();
    const outcome = await drawing.run(quote.id);
    if (outcome.ok) saveFile(outcome.data.content, quote.drawingFileName ?? `drawing-${quote.id}`);
  };

  const building = [
    buildingType[quote.buildingType],
    emirate[quote.emirate],
    quote.floors ? t.floors(quote.floors) : null,
    quote.areaSqm ? t.area(quote.areaSqm) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Card as="li" className="admin-quote">
      <header className="admin-card__header admin-quote__header">
        <div>
          <h3 className="admin-card__title">{quote.name}</h3>
          {quote.company ? <p className="admin-muted">{quote.company}</p> : null}
        </div>
        <Select
          label={t.statusOf(quote.name)}
          className="admin-quote__status"
          name={`status-${quote.id}`}
          value={quote.status}
          options={optionsOf(QUOTE_STATUSES, t.statuses)}
          disabled={statusChange.pending}
          onChange={(event) => void changeStatus(event.target.value as QuoteStatus)}
        />
      </header>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.services}</dt>
          <dd>{quote.services.map((id) => serviceName[id] ?? id).join(', ')}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t.building}</dt>
          <dd>{building}</dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t.email}</dt>
          <dd>
            <a href={`mailto:${quote.email}`}>{quote.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>{quote.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t.preferredContact}</dt>
          <dd>{contactWay[quote.preferredContact]}</dd>
        </div>
        <div>
          <dt>{t.amc}</dt>
          <dd>{quote.amc ? t.yes : t.no}</dd>
        </div>
        <div>
          <dt>{t.received}</dt>
          <dd>{formatDateTime(quote.createdAt)}</dd>
        </div>
      </dl>
      {quote.message ? <p className="admin-quote__message">{quote.message}</p> : null}
      <footer className="admin-quote__actions">
        {quote.hasDrawing ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<FileDown size={16} />}
            aria-label={t.drawingOf(quote.name)}
            disabled={drawing.pending}
            onClick={() => void saveDrawing()}
          >
            {t.drawing}
          </Button>
        ) : null}
        {error ? (
          <p className="admin-inline-error" role="alert">
            {error}
          </p>
        ) : null}
      </footer>
    </Card>
  );
}
