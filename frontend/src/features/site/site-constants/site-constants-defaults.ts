import { INITIAL_SITE_CONSTANTS, REACH_SITE_CONSTANTS, type SiteConstants } from '@uaq/contract/site';

/**
 * Used until (or when) GET /api/constants answers; the server's values are merged over these.
 * They are the server's first-start seeds, so a page rendered without the API still reads sensibly.
 */
export const DEFAULT_SITE_CONSTANTS = {
  ...INITIAL_SITE_CONSTANTS,
  ...REACH_SITE_CONSTANTS,
  /** Not seeded by the server; an admin may add it as a constant. */
  linkedinUrl: 'https://www.linkedin.com/',
} satisfies SiteConstants;

/** A counter's number: the value when it is numeric (number or numeric text), else the fallback. */
export function numericOr(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** A text constant: the value when it is non-empty text (or a number), else the fallback. */
export function textOr(value: unknown, fallback: string): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}
