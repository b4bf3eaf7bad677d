import { LINKEDIN_HOST } from '../contract/api-contract';

const WEB_SCHEME = /^https?:\/\//i;
/** A scheme such as javascript: or data: (a host with a port, "linkedin.com:443", has a dot first). */
const OTHER_SCHEME = /^[a-z][a-z0-9+-]*:/i;

/**
 * The spec's rule (must contain linkedin.com), plus: no non-web scheme, because HR opens this link
 * from the admin area and a `javascript:` link must never get there.
 */
export function isLinkedInUrl(value: string): boolean {
  if (!value.toLowerCase().includes(LINKEDIN_HOST)) return false;
  return WEB_SCHEME.test(value) || !OTHER_SCHEME.test(value);
}

/** "linkedin.com/in/someone" becomes "https://linkedin.com/in/someone" so the admin link works. */
export function normaliseLinkedInUrl(value: string): string {
  return WEB_SCHEME.test(value) ? value : `https://${value}`;
}
