import { useMemo, useState } from 'react';
import { DIRECT_SOURCE, type AdminJob, type HiringReportQuery, type PipelineStage } from '@uaq/contract';
import { Select, TextField } from '@/components/ui/fields';
import {
  useGetApplicationsOverTimeQuery,
  useGetSourceEffectivenessQuery,
  useGetStageDurationsQuery,
  useGetStageFunnelQuery,
} from './admin-reports-api';
import { ReferralsReportSection } from './referrals-report';
import { ReportSection, ReportTable } from './report-section';
import { ReportChart } from './report-chart';
import { SourceBreakdown } from './source-breakdown';
import { adminReportsTexts, formatHours } from './texts';
import { defaultReportRange } from './report-range';
import './admin-reports.css';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';

// The brand's red and charcoal, and the amber accent (tokens.css): a canvas cannot read CSS variables.
const COLORS = { brand: '#c62828', charcoal: '#323f4b', amber: '#f5a623' } as const;

/** The Reports tab (its own chunk with the chart library: see the admin page). */
export default function ReportsTab({ jobs }: { jobs: AdminJob[] }) {
  const t = useTexts(adminReportsTexts);
  const [query, setQuery] = useState<HiringReportQuery>(() => defaultReportRange(new Date()));
  const change = (changes: Partial<HiringReportQuery>) => setQuery((current) => ({ ...current, ...changes }));

  return (
    <section className="admin-reports" aria-labelledby="admin-reports-heading">
      <div className="admin-toolbar">
        <h2 id="admin-reports-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
      </div>
      <p className="admin-muted">{t.intro}</p>
      <fieldset className="admin-reports__filters">
        <legend className="admin-reports__legend">{t.filters}</legend>
        <TextField
          type="date"
          label={t.from}
          value={query.from ?? ''}
          onChange={(e) => change({ from: e.target.value })}
        />
        <TextField
          type="date"
          label={t.to}
          value={query.to ?? ''}
          onChange={(e) => change({ to: e.target.value })}
        />
        <Select
          label={t.job}
          value={query.jobId ? String(query.jobId) : ''}
          placeholder={t.allJobs}
          options={jobs.map((job) => ({ value: String(job.id), label: job.title }))}
          onChange={(e) => change({ jobId: e.target.value ? Number(e.target.value) : undefined })}
        />
      </fieldset>
      <ApplicationsOverTime query={query} />
      <StageFunnel query={query} />
      <StageDurations query={query} />
      <SourceEffectiveness query={query} />
      <ReferralsReportSection query={query} />
      <SourceBreakdown query={query} by="medium" />
      <SourceBreakdown query={query} by="campaign" />
    </section>
  );
}

function ApplicationsOverTime({ query }: { query: HiringReportQuery }) {
  const t = useTexts(adminReportsTexts);
  const state = useGetApplicationsOverTimeQuery(query);
  const data = state.data;
  const labels = useMemo(() => data?.points.map((point) => point.period) ?? [], [data]);
  const series = useMemo(
    () => [
      {
        label: t.overTime.applications,
        values: data?.points.map((p) => p.applications) ?? [],
        color: COLORS.brand,
      },
    ],
    [data, t],
  );
  const header = data ? [t.overTime.period(data.interval), t.overTime.applications] : [];
  const rows = data?.points.map((point) => [point.period, point.applications]) ?? [];
  const total = data?.points.reduce((sum, point) => sum + point.applications, 0) ?? 0;
  return (
    <ReportSection
      id="applications-over-time"
      heading={t.overTime.heading}
      state={state}
      csv={data ? { header, rows } : undefined}
    >
      {data ? (
        <>
          <p className="admin-count">{t.overTime.total(total)}</p>
          <ReportChart type={data.interval === 'day' ? 'bar' : 'line'} labels={labels} series={series} />
          <ReportTable caption={t.overTime.heading} header={header} rows={rows} />
        </>
      ) : null}
    </ReportSection>
  );
}

function StageFunnel({ query }: { query: HiringReportQuery }) {
  const t = useTexts(adminReportsTexts);
  const state = useGetStageFunnelQuery(query);
  const data = state.data;
  const labels = useMemo(() => data?.stages.map((row) => t.stages[row.stage]) ?? [], [data, t]);
  // Named apart: the compiler reads a `.current` in a dependency as a ref's.
  const { reached: reachedLabel, current: currentLabel } = t.funnel;
  const series = useMemo(
    () => [
      { label: reachedLabel, values: data?.stages.map((row) => row.reached) ?? [], color: COLORS.brand },
      { label: currentLabel, values: data?.stages.map((row) => row.current) ?? [], color: COLORS.charcoal },
    ],
    [data, reachedLabel, currentLabel],
  );
  const header = [t.funnel.stage, t.funnel.reached, t.funnel.current];
  const rows = data?.stages.map((row) => [t.stages[row.stage], row.reached, row.current]) ?? [];
  return (
    <ReportSection
      id="funnel"
      heading={t.funnel.heading}
      state={state}
      csv={data ? { header, rows } : undefined}
    >
      {data ? (
        <>
          <ReportChart type="bar" labels={labels} series={series} />
          <ReportTable caption={t.funnel.heading} header={header} rows={rows} />
          <p className="admin-muted">{t.funnel.rejected(data.rejected)}</p>
          <p className="admin-muted">{t.funnel.withdrawn(data.withdrawn)}</p>
        </>
      ) : null}
    </ReportSection>
  );
}

function StageDurations({ query }: { query: HiringReportQuery }) {
  const t = useTexts(adminReportsTexts);
  const state = useGetStageDurationsQuery(query);
  const data = state.data;
  const measures = useMemo(
    () =>
      data
        ? [
            { label: t.durations.timeToHire, ...data.timeToHire },
            ...data.timeInStage.map((row) => ({
              label: t.durations.inStage(t.stages[row.stage as PipelineStage]),
              ...row,
            })),
          ]
        : [],
    [data, t],
  );
  const labels = useMemo(() => measures.map((row) => row.label), [measures]);
  const series = useMemo(
    () => [
      {
        label: t.durations.inHours(t.durations.median),
        values: measures.map((row) => row.medianHours),
        color: COLORS.brand,
      },
      {
        label: t.durations.inHours(t.durations.p90),
        values: measures.map((row) => row.p90Hours),
        color: COLORS.amber,
      },
    ],
    [measures, t],
  );
  const header = [
    t.durations.measure,
    t.durations.count,
    t.durations.inHours(t.durations.median),
    t.durations.inHours(t.durations.p90),
  ];
  const csvRows = measures.map((row) => [row.label, row.count, row.medianHours, row.p90Hours]);
  const rows = measures.map((row) => [
    row.label,
    row.count,
    formatHours(t, row.medianHours),
    formatHours(t, row.p90Hours),
  ]);
  return (
    <ReportSection
      id="durations"
      heading={t.durations.heading}
      state={state}
      csv={data ? { header, rows: csvRows } : undefined}
    >
      {data ? (
        <>
          <ReportChart type="bar" labels={labels} series={series} horizontal />
          <ReportTable caption={t.durations.heading} header={header} rows={rows} />
          <p className="admin-muted">{t.durations.note}</p>
        </>
      ) : null}
    </ReportSection>
  );
}

/** A source as the report names it: the row without one in the screen's language. */
function sourceName(t: TextsOf<typeof adminReportsTexts>, source: string): string {
  return source === DIRECT_SOURCE ? t.sources.direct : source;
}

function SourceEffectiveness({ query }: { query: HiringReportQuery }) {
  const t = useTexts(adminReportsTexts);
  const state = useGetSourceEffectivenessQuery(query);
  const data = state.data;
  const labels = useMemo(() => data?.rows.map((row) => sourceName(t, row.source)) ?? [], [data, t]);
  const series = useMemo(
    () => [
      {
        label: t.sources.applications,
        values: data?.rows.map((row) => row.applications) ?? [],
        color: COLORS.charcoal,
      },
      {
        label: t.sources.shortlisted,
        values: data?.rows.map((row) => row.shortlisted) ?? [],
        color: COLORS.amber,
      },
      { label: t.sources.hired, values: data?.rows.map((row) => row.hired) ?? [], color: COLORS.brand },
    ],
    [data, t],
  );
  const header = [t.sources.source, t.sources.applications, t.sources.shortlisted, t.sources.hired];
  const rows =
    data?.rows.map((row) => [sourceName(t, row.source), row.applications, row.shortlisted, row.hired]) ?? [];
  return (
    <ReportSection
      id="sources"
      heading={t.sources.heading}
      state={state}
      csv={data ? { header, rows } : undefined}
    >
      {data && rows.length === 0 ? <p>{t.sources.empty}</p> : null}
      {data && rows.length > 0 ? (
        <>
          <ReportChart type="bar" labels={labels} series={series} horizontal />
          <ReportTable caption={t.sources.heading} header={header} rows={rows} />
        </>
      ) : null}
    </ReportSection>
  );
}
