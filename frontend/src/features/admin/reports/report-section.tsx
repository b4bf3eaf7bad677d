import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/spinner';
import { AdminFailure } from '@/components/admin/admin-failure';
import { useTexts } from '@/lib/i18n/texts';
import { downloadReportCsv } from './report-csv';
import { adminReportsTexts } from './texts';

/** One report of the Reports tab: its heading, CSV download, loading and error states. */
interface ReportSectionProps {
  id: string;
  heading: string;
  state: { isLoading: boolean; error?: unknown };
  /** CSV columns and rows: the same as the table. */
  csv?: { header: string[]; rows: (string | number | null)[][] };
  children: ReactNode;
}

export function ReportSection({ id, heading, state, csv, children }: ReportSectionProps) {
  const t = useTexts(adminReportsTexts);
  return (
    <section className="admin-reports__report" aria-labelledby={id}>
      <header className="admin-reports__report-header">
        <h3 id={id}>{heading}</h3>
        {csv ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Download size={16} />}
            aria-label={t.downloadCsvFor(heading)}
            onClick={() => downloadReportCsv(`${id}.csv`, csv.header, csv.rows)}
          >
            {t.downloadCsv}
          </Button>
        ) : null}
      </header>
      {state.isLoading ? <LoadingText>{t.loading}</LoadingText> : null}
      <AdminFailure error={state.error} fallback={t.loadFailed} />
      {children}
    </section>
  );
}

export function ReportTable({
  caption,
  header,
  rows,
}: {
  caption: string;
  header: string[];
  rows: ReactNode[][];
}) {
  return (
    // A long table scrolls in its own box: focusable, so a keyboard can scroll it too.
    <div className="admin-reports__scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="admin-reports__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((value, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {value}
                  </th>
                ) : (
                  <td key={column}>{value}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
