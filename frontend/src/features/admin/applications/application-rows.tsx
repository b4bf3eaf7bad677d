import type { KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, FileText } from 'lucide-react';
import type { AdminJobApplication, ListSort } from '@uaq/contract';
import { Badge, statusTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';
import { applicantName, applicationStatus, appliedJobTitle, orMissing } from './application-display';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** The sortable columns, each under its heading in the tracker's texts. */
const SORTABLE: Array<{ heading: 'name' | 'stage' | 'applied'; ascending: ListSort; descending?: ListSort }> =
  [
    { heading: 'name', ascending: 'name' },
    { heading: 'stage', ascending: 'status' },
    { heading: 'applied', ascending: 'createdAt', descending: '-createdAt' },
  ];

export interface RowsProps {
  rows: AdminJobApplication[];
  sort: ListSort;
  openId: number | null;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onSort: (sort: ListSort) => void;
  onOpen: (id: number) => void;
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof SORTABLE)[number];
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}) {
  const t = useTexts(adminApplicationsTexts);
  const active = sort === column.ascending || sort === column.descending;
  const descending = sort === column.descending;
  const next = active && !descending && column.descending ? column.descending : column.ascending;
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="tracker__sort" onClick={() => onSort(next)}>
        {t.tracker[column.heading]}
        {active ? (
          descending ? (
            <ArrowDown size={14} aria-hidden="true" />
          ) : (
            <ArrowUp size={14} aria-hidden="true" />
          )
        ) : null}
      </button>
    </th>
  );
}

/** The rows: arrow keys move between applicants, Enter (or a click) opens one. */
export function ApplicationRows({ rows, sort, openId, selected, onSelect, onSort, onOpen }: RowsProps) {
  const t = useTexts(adminApplicationsTexts);
  const [name, stage, applied] = SORTABLE;
  const allSelected = rows.every((row) => selected.includes(row.id));
  const moveFocus = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('.tracker__open')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      buttons[Math.min(buttons.length - 1, Math.max(0, index + (event.key === 'ArrowDown' ? 1 : -1)))];
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <table className="tracker__table" aria-label={t.tracker.tableLabel}>
      <thead>
        <tr>
          <th scope="col" className="tracker__check">
            <input
              type="checkbox"
              aria-label={t.tracker.selectAll}
              checked={allSelected}
              onChange={(event) => onSelect(event.target.checked ? rows.map((row) => row.id) : [])}
            />
          </th>
          <SortHeader column={name} sort={sort} onSort={onSort} />
          <th scope="col" className="tracker__job">
            {t.tracker.job}
          </th>
          <SortHeader column={stage} sort={sort} onSort={onSort} />
          <SortHeader column={applied} sort={sort} onSort={onSort} />
          <th scope="col" className="tracker__resume">
            {t.tracker.resume}
          </th>
        </tr>
      </thead>
      <tbody onKeyDown={moveFocus}>
        {rows.map((application) => {
          const applicant = applicantName(application);
          const status = applicationStatus(application);
          const checked = selected.includes(application.id);
          return (
            <tr key={application.id} className={application.id === openId ? 'tracker__row--open' : undefined}>
              <td className="tracker__check">
                <input
                  type="checkbox"
                  aria-label={t.tracker.select(applicant)}
                  checked={checked}
                  onChange={() =>
                    onSelect(
                      checked
                        ? selected.filter((id) => id !== application.id)
                        : [...selected, application.id],
                    )
                  }
                />
              </td>
              <td className="tracker__name">
                <button
                  type="button"
                  className="tracker__open"
                  aria-label={t.tracker.open(applicant)}
                  aria-current={application.id === openId ? 'true' : undefined}
                  onClick={() => onOpen(application.id)}
                >
                  {applicant}
                </button>
                <span className="tracker__email">{orMissing(application.email)}</span>
              </td>
              <td className="tracker__job">{appliedJobTitle(application)}</td>
              <td>
                <Badge tone={statusTone(status)}>{t.status[status] ?? status}</Badge>
                {application.erasureRequestedAt ? (
                  <Badge tone="danger" className="tracker__erasure">
                    {t.tracker.erasureRequested}
                  </Badge>
                ) : null}
              </td>
              <td className="tracker__date">{formatDate(application.createdAt, orMissing(null))}</td>
              <td className="tracker__resume">
                {application.hasResume ? (
                  <FileText size={18} role="img" aria-label={t.tracker.hasResume} />
                ) : (
                  <span className="visually-hidden">{t.tracker.noResume}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
