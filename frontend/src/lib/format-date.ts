/**
 * Dates as the admin area shows them. The API sends ISO 8601 in UTC; we show them in the company's
 * time zone (UAE, UTC+4, no daylight saving), so what HR reads does not depend on the viewer's machine.
 */
const DATE = new Intl.DateTimeFormat('en-AE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});
const DATE_TIME = new Intl.DateTimeFormat('en-AE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
});

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2 Mar 2026", or `fallback` when the value is missing or not a date. */
export function formatDate(value: string | null | undefined, fallback = ''): string {
  const date = parse(value);
  return date ? DATE.format(date) : fallback;
}

/** "2 Mar 2026, 02:30 am" (UAE time), or `fallback`. */
export function formatDateTime(value: string | null | undefined, fallback = ''): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : fallback;
}
