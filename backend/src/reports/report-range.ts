import { InvalidInputError } from '../platform/common/errors/app-error';
import {
  MESSAGE_CODES,
  REPORT_LIMITS,
  REPORT_UTC_OFFSET_HOURS,
  type HiringReportQuery,
  type ReportRange,
} from '@uaq/contract';

const DAY_MS = 86_400_000;
const OFFSET_MS = REPORT_UTC_OFFSET_HOURS * 3_600_000;

/** A report's range: company days, and the UTC instants the database compares with. */
export interface ResolvedRange extends ReportRange {
  /** `YYYY-MM-DD HH:MM:SS` (UTC) of the first day's start and of the day after the last. */
  fromUtc: string;
  toUtcExclusive: string;
  days: number;
}

/** Today in the company's time zone. */
export function companyDay(now: Date): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

function dayStartUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - OFFSET_MS;
}

/** As the database stores a UTC time (both engines compare it as this text or value). */
export function databaseTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** The query's days (defaults: the 365 days to today); refuses a reversed or over-long range. */
export function resolveRange(query: HiringReportQuery, now: Date): ResolvedRange {
  const to = query.to ?? companyDay(now);
  const from =
    query.from ??
    companyDay(new Date(dayStartUtc(to) + OFFSET_MS - (REPORT_LIMITS.defaultDays - 1) * DAY_MS));
  const start = dayStartUtc(from);
  const end = dayStartUtc(to) + DAY_MS;
  if (end <= start)
    throw new InvalidInputError(MESSAGE_CODES.report.rangeReversed, {
      to: MESSAGE_CODES.report.rangeReversed,
    });
  if (end - start > REPORT_LIMITS.maxDays * DAY_MS) {
    throw new InvalidInputError(MESSAGE_CODES.report.rangeTooLong, {
      from: MESSAGE_CODES.report.rangeTooLong,
    });
  }
  return {
    from,
    to,
    jobId: query.jobId ?? null,
    fromUtc: databaseTime(start),
    toUtcExclusive: databaseTime(end),
    days: Math.round((end - start) / DAY_MS),
  };
}

/** Every period label of the range (`YYYY-MM-DD` or `YYYY-MM`), so empty periods show as 0. */
export function periodsOf(range: ResolvedRange, interval: 'day' | 'month'): string[] {
  const periods: string[] = [];
  for (
    let day = Date.parse(`${range.from}T00:00:00Z`);
    day <= Date.parse(`${range.to}T00:00:00Z`);
    day += DAY_MS
  ) {
    const label = new Date(day).toISOString().slice(0, interval === 'day' ? 10 : 7);
    if (periods[periods.length - 1] !== label) periods.push(label);
  }
  return periods;
}
