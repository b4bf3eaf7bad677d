import type { ApplicationStatistics } from './applications.ts';

/**
 * Rules both sides apply: the server's DTOs and pipes, and the browser's forms and routes. One
 * definition each, so the page never accepts what the server refuses (or the other way round).
 */

/** The LinkedIn host a LinkedIn URL must contain. */
export const LINKEDIN_HOST = 'linkedin.com';

/** "text, @, text, dot, text" (the spec's e-mail rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const WEB_SCHEME = /^https?:\/\//i;
/** A scheme such as javascript: or data: (a host with a port, "linkedin.com:443", has a dot first). */
const OTHER_SCHEME = /^[a-z][a-z0-9+-]*:/i;

/**
 * The spec's rule (must contain linkedin.com), plus: no scheme but http(s)://, because HR opens this
 * link from the admin area and a `javascript:` link must never get there.
 */
export function isLinkedInUrl(value: string): boolean {
  if (!value.toLowerCase().includes(LINKEDIN_HOST)) return false;
  return WEB_SCHEME.test(value) || !OTHER_SCHEME.test(value);
}

/** "linkedin.com/in/someone" becomes "https://linkedin.com/in/someone" so the admin link works. */
export function normaliseLinkedInUrl(value: string): string {
  return WEB_SCHEME.test(value) ? value : `https://${value}`;
}

/** The largest id an INT column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A positive integer id written canonically (`42`, not `042` or `4.2e1`), or null. */
export function parseRecordId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_RECORD_ID) return null;
  return Number(value);
}

/** Where the grouped view's statistics start for a job with no applications. */
export const EMPTY_APPLICATION_STATISTICS: Readonly<ApplicationStatistics> = {
  total: 0,
  pending: 0,
  reviewing: 0,
  shortlisted: 0,
  interviewed: 0,
  hired: 0,
  rejected: 0,
  withdrawn: 0,
  accepted: 0,
};
