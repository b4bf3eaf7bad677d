import { dubaiDay, type HiringReportQuery } from '@uaq/contract';

const DAY_MS = 86_400_000;

/**
 * The Reports tab's first range: the last 90 days up to today, as the company counts days (Asia/Dubai,
 * as the server's reports do; a UTC "today" would leave out the evening's applications after 20:00 UTC).
 */
export function defaultReportRange(now: Date): Required<Pick<HiringReportQuery, 'from' | 'to'>> {
  return { from: dubaiDay(new Date(now.getTime() - 89 * DAY_MS)), to: dubaiDay(now) };
}
