import type { RetentionSettings, RetentionSubject } from '@uaq/contract';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Now, to the whole second: the columns keep seconds, and MySQL rounds a fraction where MariaDB and
 * SQLite cut it, so a purge date must not depend on the engine.
 */
export function wholeSecond(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

/** A time as the database compares it: `YYYY-MM-DD HH:MM:SS` in UTC (both engines store UTC). */
export function databaseTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

/** Records whose last activity is before this are past their period: `months` calendar months before now. */
export function cutoffOf(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export function purgeOnOf(markedAt: Date, quarantineDays: number): Date {
  return new Date(markedAt.getTime() + quarantineDays * DAY_MS);
}

export function monthsOf(settings: RetentionSettings, subject: RetentionSubject): number {
  if (subject === 'application') return settings.applicationMonths;
  if (subject === 'enquiry') return settings.enquiryMonths;
  return settings.quoteRequestMonths;
}
