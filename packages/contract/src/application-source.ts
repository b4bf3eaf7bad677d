// Where an application came from: the `source` the API contract fixes, and HR's tracking
// links. Re-exported by index.ts.
import type { Language } from './language.ts';

/** Bounds of each `source` field; the browser trims what it captured to them, the server refuses more. */
export const APPLICATION_SOURCE_LIMITS = {
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  ref: 64,
  referrerDomain: 253,
  heardFrom: 200,
} as const;

export const APPLICATION_SOURCE_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'ref',
  'referrerDomain',
  'heardFrom',
] as const;
export type ApplicationSourceField = (typeof APPLICATION_SOURCE_FIELDS)[number];

/** An application's origin; every field optional (null or absent: unknown). */
export type ApplicationSource = Partial<Record<ApplicationSourceField, string | null>>;

/** A tracking link's `ref` code, and the `ref` a landing URL may carry. */
export const SOURCE_REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** A host name: letters, digits, dots and hyphens (punycode for the others), no port, no path. */
export const REFERRER_DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;

export const APPLICATION_SOURCE_MESSAGES = {
  sourceInvalid: 'The source of the application is not valid',
  heardFromTooLong: `"How did you hear about us?" must be at most ${APPLICATION_SOURCE_LIMITS.heardFrom} characters`,
} as const;

// ---- Tracking links (admin) ----

export const TRACKING_LINK_LIMITS = { channel: 60 } as const;

/** utm_medium of every tracking link, so reports tell them from other campaigns. */
export const TRACKING_LINK_MEDIUM = 'tracking-link';

/**
 * A tracking link whose job no longer takes applications (closed, past its closing day, a draft)
 * leads to the careers list with this in its query, and the page says the job is closed.
 */
export const JOB_CLOSED_NOTICE = { param: 'notice', value: 'job-closed' } as const;

/** Body of POST /api/admin/tracking-links. */
export interface TrackingLinkInput {
  jobId: number;
  /** Where HR shares it: "WhatsApp group", "LinkedIn", "Gulf News". Becomes utm_source. */
  channel: string;
  /**
   * The language of the apply page the link opens: its channel's readers' (`ar` for an Arabic
   * newspaper or group). English when left out. The source it records is the same in both.
   */
  language?: Language;
}

/** A row of GET /api/admin/tracking-links (paged, newest first). */
export interface TrackingLink {
  id: number;
  jobId: number;
  jobTitle: string;
  channel: string;
  ref: string;
  /** The address to share: counts the click, then opens the job's apply page in `language`. */
  url: string;
  language: Language;
  clicks: number;
  applications: number;
  createdAt: string;
}

export const TRACKING_LINK_MESSAGES = {
  channelRequired: 'Name the channel (for example "WhatsApp group")',
  channelTooLong: `The channel must be at most ${TRACKING_LINK_LIMITS.channel} characters`,
  jobRequired: 'Choose a job',
  jobNotFound: 'Job not found',
  linkNotFound: 'Tracking link not found',
  language: 'Language must be en or ar',
} as const;
