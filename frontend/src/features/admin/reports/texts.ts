import { englishOnlyTexts, type TextsOf } from '@/lib/i18n/texts';
/** Texts of the admin area's Reports tab (the admin area is in English). */
export const adminReportsTexts = englishOnlyTexts({
  heading: 'Reports',
  intro:
    'Applications received in the chosen days (UAE time) and what became of them. Every chart has the same figures as a table below it, and a CSV download.',
  filters: 'Report range',
  from: 'From',
  to: 'To',
  job: 'Job',
  allJobs: 'All jobs',
  loading: 'Loading the report...',
  loadFailed: 'The report could not be loaded.',
  downloadCsv: 'Download CSV',
  downloadCsvFor: (report: string) => `Download CSV of ${report}`,
  overTime: {
    heading: 'Applications over time',
    period: (interval: 'day' | 'month') => (interval === 'day' ? 'Day' : 'Month'),
    applications: 'Applications',
    total: (count: number) => `${count} ${count === 1 ? 'application' : 'applications'} in this range`,
  },
  funnel: {
    heading: 'Funnel by stage',
    stage: 'Stage',
    reached: 'Reached this stage',
    current: 'In this stage now',
    rejected: (count: number) => `Rejected: ${count}`,
    withdrawn: (count: number) => `Withdrawn by the applicant: ${count}`,
  },
  durations: {
    heading: 'Time to hire and time in each stage',
    measure: 'Measure',
    count: 'Measured',
    median: 'Median',
    p90: '90th percentile',
    timeToHire: 'Time to hire (application to hired)',
    inStage: (stage: string) => `Time in ${stage}`,
    none: 'Not enough data',
    hours: (hours: number) => `${hours} h`,
    days: (days: string) => `${days} days`,
    note: 'Durations in hours (days for longer ones); the 90th percentile: nine in ten were at least this quick.',
  },
  sources: {
    heading: 'Source effectiveness',
    source: 'Source',
    applications: 'Applications',
    shortlisted: 'Shortlisted or further',
    hired: 'Hired',
    empty: 'No applications in this range.',
  },
  stages: {
    pending: 'Pending',
    reviewing: 'Reviewing',
    shortlisted: 'Shortlisted',
    interviewed: 'Interviewed',
    hired: 'Hired',
  },
} as const);

/** A duration as HR reads it: hours up to two days, then days with one decimal. */
export function formatHours(t: TextsOf<typeof adminReportsTexts>, hours: number | null): string {
  if (hours === null) return t.durations.none;
  if (hours < 48) return t.durations.hours(hours);
  return t.durations.days((hours / 24).toFixed(1));
}
