import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditAction, type AuditEvent, type AuditRecordType } from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { optionsOf, Select, TextField } from '@/components/ui/fields';
import { useDates } from '@/lib/format-date';
import { useGetAuditEventsQuery, type AuditQuery } from './admin-audit-api';
import { auditActorTexts } from './audit-actor-texts';
import { adminAuditTexts } from './texts';
import './admin-audit.css';
import { useTexts } from '@/lib/i18n/texts';

/** Owners only: who did what and when, newest first, paged on the server, with filters. */
export function AuditTab() {
  const dates = useDates();
  const t = useTexts(adminAuditTexts);
  const actorWords = useTexts(auditActorTexts);
  const actorOf = ({ actorUsername, scheduledJob }: AuditEvent) =>
    actorUsername ??
    (scheduledJob ? actorWords.scheduledJob(actorWords.jobs[scheduledJob] ?? scheduledJob) : t.unknownActor);
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const events = useGetAuditEventsQuery(query);
  // Any filter change starts again from the first page.
  const filter = (change: Partial<AuditQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));

  return (
    <div className="admin-audit">
      <AdminListFrame
        query={events}
        texts={t}
        pager={{ ...t, onPage: (page) => setQuery((current) => ({ ...current, page })) }}
        toolbar={
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
              options={optionsOf(AUDIT_ACTIONS, t.actions)}
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
        }
        empty={<p>{t.empty}</p>}
      >
        {(items) => (
          // A wide table scrolls in its own box: focusable, so a keyboard can scroll it too.
          <div className="admin-audit__scroll" role="region" aria-label={t.tableLabel} tabIndex={0}>
            <table className="admin-audit__table">
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
                {items.map((event) => (
                  <tr key={event.id}>
                    <td>{dates.dateTime(event.at)}</td>
                    <td>{actorOf(event)}</td>
                    <td>{t.actions[event.action] ?? event.action}</td>
                    <td>
                      {event.targetType
                        ? t.record(
                            Object.hasOwn(t.records, event.targetType)
                              ? t.records[event.targetType as AuditRecordType]
                              : event.targetType,
                            String(event.targetId ?? '?'),
                          )
                        : ''}
                    </td>
                    <td>{event.address ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminListFrame>
    </div>
  );
}
