import type { HiringReportQuery, ReferralsReport } from '@uaq/contract';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';
import { useGetReferralsQuery } from './admin-reports-api';
import { referralsReportTexts } from './referrals-texts';
import { ReportSection, ReportTable } from './report-section';

/** The referrals table and its CSV: the same header and rows (the CSV's cells neutralised by report-csv). */
export function referralsTable(t: TextsOf<typeof referralsReportTexts>, report: ReferralsReport) {
  return {
    header: [t.referrer, t.applications, t.shortlisted, t.hired],
    rows: report.rows.map((row) => [row.referrer, row.applications, row.shortlisted, row.hired]),
  };
}

/** Per referrer: the applications their referral links brought, shortlisted and hired. */
export function ReferralsReportSection({ query }: { query: HiringReportQuery }) {
  const t = useTexts(referralsReportTexts);
  const state = useGetReferralsQuery(query);
  const table = state.data ? referralsTable(t, state.data) : undefined;
  return (
    <ReportSection id="referrals" heading={t.heading} state={state} csv={table}>
      <p className="admin-muted">{t.intro}</p>
      {table && table.rows.length === 0 ? <p>{t.empty}</p> : null}
      {table && table.rows.length > 0 ? (
        <ReportTable caption={t.heading} header={table.header} rows={table.rows} />
      ) : null}
    </ReportSection>
  );
}
