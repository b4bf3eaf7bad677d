import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { errorMessage } from '@/lib/api';
import { formatDateTime } from '@/lib/format-date';
import { useGetAuditEventsQuery, type AuditQuery } from './admin-audit-api';
import { adminAuditTexts as t } from './texts';
import './admin-audit.css';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: t.actions[action] }));

/** Owners only: who did what and when, newest first, paged on the server, with filters. */
export function AuditTab() {
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const { data, error, isFetching } = useGetAuditEventsQuery(query);
  // Any filter change starts again from the first page.
  const filter = (change: Partial<AuditQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  const pages = data ? Math.max(1, Math.ceil(data.meta.total / data.meta.pageSize)) : 1;

  return (
    <div className="admin-audit">
      <fieldset className="admin-audit__filters">
        <legend className="admin-audit__legend">{t.filtersLabel}</legend>
        <TextField
          label={t.actor}
          name="actor"
          value={query.actor ?? ''}
          onChange={(event) => filter({ actor: event.target.value })}
        />
        <Select
          label={t.action}
          name="action"
          placeholder={t.anyAction}
          options={ACTION_OPTIONS}
          value={query.action ?? ''}
          onChange={(event) => filter({ action: event.target.value as AuditAction | '' })}
        />
        <TextField
          label={t.from}
          name="from"
          type="date"
          value={query.from ?? ''}
          onChange={(event) => filter({ from: event.target.value })}
        />
        <TextField
          label={t.to}
          name="to"
          type="date"
          value={query.to ?? ''}
          onChange={(event) => filter({ to: event.target.value })}
        />
      </fieldset>
      {error ? <Alert tone="danger">{errorMessage(error, t.loadFailed)}</Alert> : null}
      {data && data.events.length === 0 ? <p>{t.empty}</p> : null}
      {data && data.events.length > 0 ? (
        <div className="admin-audit__scroll">
          <table className="admin-audit__table" aria-busy={isFetching}>
            <thead>
              <tr>
                <th scope="col">{t.columns.at}</th>
                <th scope="col">{t.columns.actor}</th>
                <th scope="col">{t.columns.action}</th>
                <th scope="col">{t.columns.target}</th>
                <th scope="col">{t.columns.address}</th>
              </tr>
            </thead>
            <tbody>
              {data.events.map((event) => (
                <tr key={event.id}>
                  <td>{formatDateTime(event.at)}</td>
                  <td>{event.actorUsername ?? t.unknownActor}</td>
                  <td>{t.actions[event.action] ?? event.action}</td>
                  <td>{event.targetType ? `${event.targetType} #${event.targetId ?? '?'}` : ''}</td>
                  <td>{event.address ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <nav className="admin-audit__pages" aria-label={t.pageOf(query.page, pages, data.meta.total)}>
          <Button
            variant="secondary"
            size="sm"
            disabled={query.page <= 1}
            onClick={() => setQuery((current) => ({ ...current, page: current.page - 1 }))}
          >
            {t.previous}
          </Button>
          <span>{t.pageOf(query.page, pages, data.meta.total)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={query.page >= pages}
            onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}
          >
            {t.next}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
