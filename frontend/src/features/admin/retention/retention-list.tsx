import type { ReactNode } from 'react';
import { RETENTION_SUBJECTS } from '@uaq/contract';
import { AdminListFrame, type AdminListQuery } from '@/components/admin/admin-list-frame';
import { optionsOf, Select } from '@/components/ui/fields';
import { adminRetentionTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** One filter select of a retention list. */
export interface RetentionFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChoose: (value: string) => void;
}

interface RetentionListProps<T> {
  query: AdminListQuery<T>;
  /** The table's name, also the pager's. */
  label: string;
  loadFailed: string;
  empty: string;
  columns: string[];
  onPage: (page: number) => void;
  /** The list's filter selects; a new choice starts again from the first page. */
  filters: RetentionFilter[];
  /** A form under the filters (the records' legal hold). */
  form?: ReactNode;
  children: (item: T) => ReactNode;
}

/** A retention list (records, or a dry run's rows): filters, a table of one page, the pager. */
export function RetentionList<T>(props: RetentionListProps<T>) {
  const t = useTexts(adminRetentionTexts);
  const { query, label, loadFailed, empty, columns, onPage, filters, form, children } = props;
  return (
    <AdminListFrame
      query={query}
      texts={{ loading: t.loading, loadFailed }}
      pager={{ ...t, pagination: label, onPage }}
      toolbar={
        <>
          <div className="admin-retention__filters">
            {filters.map(({ onChoose, ...filter }) => (
              <Select
                key={filter.name}
                {...filter}
                onChange={(event) => {
                  onChoose(event.target.value);
                  onPage(1);
                }}
              />
            ))}
          </div>
          {form}
        </>
      }
      empty={<p>{empty}</p>}
    >
      {(rows) => (
        <div className="admin-retention__scroll">
          <table className="admin-retention__table" aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map(children)}</tbody>
          </table>
        </div>
      )}
    </AdminListFrame>
  );
}

/** The record kinds, as both retention lists' filters name them. */
export function useSubjectOptions() {
  return optionsOf(RETENTION_SUBJECTS, useTexts(adminRetentionTexts).subjects);
}
