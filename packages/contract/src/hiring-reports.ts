// HR's reports: what GET /api/admin/reports/* answer. Re-exported by index.ts.
import type { ApplicationStatus } from './applications.ts';

/** The pipeline's stages in order; `rejected` can follow any of them and ends the application. */
export const PIPELINE_STAGES = ['pending', 'reviewing', 'shortlisted', 'interviewed', 'hired'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** Days as the company counts them (Asia/Dubai, UTC+4 all year), in `YYYY-MM-DD`. */
export const REPORT_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A report covers at most this many days (five years); the default is the last 365 days. */
export const REPORT_LIMITS = { maxDays: 5 * 366, defaultDays: 365, dailyUpToDays: 92 } as const;
/** Offset of the company's time zone from UTC, in hours (the UAE keeps no daylight saving). */
export const REPORT_UTC_OFFSET_HOURS = 4;

/** Query of every report: a range of days (both included) and optionally one job. */
export interface HiringReportQuery {
  from?: string;
  to?: string;
  jobId?: number;
}

/** The range a report answered for, after defaults. */
export interface ReportRange {
  from: string;
  to: string;
  jobId: number | null;
}

export interface ApplicationsOverTimeReport {
  range: ReportRange;
  /** `day` for ranges up to 92 days, else `month` (`YYYY-MM`). */
  interval: 'day' | 'month';
  /** Every period of the range, empty ones included (0). */
  points: { period: string; applications: number }[];
}

export interface StageFunnelReport {
  range: ReportRange;
  total: number;
  /** Per stage: applications that ever reached it, and those sitting in it now. */
  stages: { stage: PipelineStage; reached: number; current: number }[];
  rejected: number;
  /** Ended by their applicants on the status page, apart from HR's rejections. */
  withdrawn: number;
}

/** Hours, as median and 90th percentile (null when nothing was measured). */
export interface DurationSummary {
  count: number;
  medianHours: number | null;
  p90Hours: number | null;
}

export interface StageDurationsReport {
  range: ReportRange;
  /** From the application to its move to `hired`. */
  timeToHire: DurationSummary;
  /** Time spent in each stage before the application moved on (stages left so far). */
  timeInStage: ({ stage: Exclude<PipelineStage, 'hired'> } & DurationSummary)[];
}

export interface SourceEffectivenessReport {
  range: ReportRange;
  /** One row per source (utm_source, else the referring site, else "direct"), most applications first. */
  rows: { source: string; applications: number; shortlisted: number; hired: number }[];
}

/**
 * GET /api/admin/reports/referrals: per referrer (the name a referral link carries), the
 * applications that came through their links, and how many reached shortlisted and hired.
 */
export interface ReferralsReport {
  range: ReportRange;
  /** Most applications first, then by name. */
  rows: { referrer: string; applications: number; shortlisted: number; hired: number }[];
}

/** What a report row names when no source was recorded. */
export const DIRECT_SOURCE = '(direct)';

/** The campaign tags a source breakdown can group by: utm_medium and utm_campaign. */
export const SOURCE_BREAKDOWNS = ['medium', 'campaign'] as const;
export type SourceBreakdown = (typeof SOURCE_BREAKDOWNS)[number];
/** A breakdown lists the values with the most applications, at most this many. */
export const MAX_SOURCE_BREAKDOWN_ROWS = 100;
/** What a breakdown row names when the application carried no such tag. */
export const NO_SOURCE_TAG = '(none)';

/** Query of GET /api/admin/reports/source-breakdown. */
export interface SourceBreakdownQuery extends HiringReportQuery {
  by: SourceBreakdown;
}

export interface SourceBreakdownReport {
  range: ReportRange;
  by: SourceBreakdown;
  /** One row per value of the tag (lower case), most applications first. */
  rows: { value: string; applications: number; shortlisted: number; hired: number }[];
  /** More values had applications than the report lists. */
  truncated: boolean;
}

export const REPORT_MESSAGES = {
  dayInvalid: 'Dates must be written YYYY-MM-DD',
  rangeReversed: 'The start date must not be after the end date',
  rangeTooLong: `A report covers at most ${REPORT_LIMITS.maxDays} days`,
  jobInvalid: 'Job must be given by its id',
  breakdownInvalid: 'Break sources down by medium or by campaign',
} as const;

/** Whether `status` counts as having reached `stage` (rejected reached nothing by itself). */
export function stageRank(status: ApplicationStatus): number {
  return (PIPELINE_STAGES as readonly string[]).indexOf(status);
}
