// Its own module of the contract: the entry (every public page) must not carry the whole index.
import {
  APPLICATION_SOURCE_FIELDS,
  APPLICATION_SOURCE_LIMITS,
  REFERRER_DOMAIN_PATTERN,
  SOURCE_REF_PATTERN,
  type ApplicationSource,
  type ApplicationSourceField,
} from '@uaq/contract/application-source';

/** Where the visit's source is kept: this tab, this visit only (sessionStorage, never a cookie). */
const STORAGE_KEY = 'visitSource';

/** The landing URL's parameters that name a source (a `utm_*`, or the `ref` of HR's tracking links). */
const LANDING_PARAMETERS: [string, Exclude<ApplicationSourceField, 'referrerDomain' | 'heardFrom'>][] = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
  ['ref', 'ref'],
];

/**
 * The source of a visit, read from its landing URL and the referring page: only the `utm_*`/`ref`
 * parameters and the referrer's host (never its path or query, which may carry personal data),
 * trimmed to the server's limits so an odd link never costs an application; a referrer on
 * `ownHost` (moving around the site) is no source.
 */
export function landingSource(search: string, referrer: string, ownHost: string): ApplicationSource {
  const parameters = new URLSearchParams(search);
  const source: ApplicationSource = {};
  for (const [parameter, field] of LANDING_PARAMETERS) {
    const value = parameters.get(parameter)?.trim().slice(0, APPLICATION_SOURCE_LIMITS[field]);
    if (!value) continue;
    if (field === 'ref' && !SOURCE_REF_PATTERN.test(value)) continue;
    source[field] = value;
  }
  const domain = referrerHost(referrer);
  if (domain && domain !== ownHost.toLowerCase()) source.referrerDomain = domain;
  return source;
}

function referrerHost(referrer: string): string | null {
  try {
    const { hostname, protocol } = new URL(referrer);
    const host = hostname.toLowerCase();
    return /^https?:$/.test(protocol) && REFERRER_DOMAIN_PATTERN.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * Remembers where this visit came from, read from the page the visitor landed on: the first page of
 * the visit decides, later pages (and reloads) keep it. Called once per full page load.
 */
export function rememberLandingSource(): void {
  try {
    if (window.sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const source = landingSource(window.location.search, document.referrer, window.location.hostname);
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage refused (privacy settings): the visit simply has no recorded source.
  }
}

/** The visit's source as remembered, with only the known fields and text values. */
export function visitSource(): ApplicationSource {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const source: ApplicationSource = {};
    for (const field of APPLICATION_SOURCE_FIELDS) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) source[field] = value;
    }
    return source;
  } catch {
    return {};
  }
}
