import {
  NO_SOURCE_TAG,
  MAX_SOURCE_BREAKDOWN_ROWS,
  type HiringReportQuery,
  type SourceBreakdown as Breakdown,
} from '@uaq/contract';
import { useTexts } from '@/lib/i18n/texts';
import { useGetSourceBreakdownQuery } from './admin-reports-api';
import { ReportSection, ReportTable } from './report-section';
import { sourceBreakdownTexts } from './source-breakdown-texts';
import { adminReportsTexts } from './texts';

/** Applications, shortlisted and hired per utm_medium or utm_campaign: a table, downloadable as CSV. */
export function SourceBreakdown({ query, by }: { query: HiringReportQuery; by: Breakdown }) {
  const t = useTexts(sourceBreakdownTexts);
  const reports = useTexts(adminReportsTexts);
  const state = useGetSourceBreakdownQuery({ ...query, by });
  const data = state.data;
  const header = [
    t.value[by],
    reports.sources.applications,
    reports.sources.shortlisted,
    reports.sources.hired,
  ];
  const rows =
    data?.rows.map((row) => [
      row.value === NO_SOURCE_TAG ? t.none : row.value,
      row.applications,
      row.shortlisted,
      row.hired,
    ]) ?? [];
  return (
    <ReportSection
      id={`sources-by-${by}`}
      heading={t.heading[by]}
      state={state}
      csv={data ? { header, rows } : undefined}
    >
      <p className="admin-muted">{t.intro[by]}</p>
      {data && rows.length === 0 ? <p>{reports.sources.empty}</p> : null}
      {data && rows.length > 0 ? <ReportTable caption={t.heading[by]} header={header} rows={rows} /> : null}
      {data?.truncated ? <p className="admin-muted">{t.truncated(MAX_SOURCE_BREAKDOWN_ROWS)}</p> : null}
    </ReportSection>
  );
}
