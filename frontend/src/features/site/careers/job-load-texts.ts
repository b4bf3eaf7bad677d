import type { JobType } from '@uaq/contract';
import { texts } from '@/lib/i18n/texts';

/**
 * What a visitor reads when jobs cannot be loaded (translate here). Apart from the careers list's
 * texts because the apply page needs only these.
 */
export const jobLoadTexts = texts(
  {
    fetchFailed: 'Failed to fetch jobs',
    invalidFormat: 'Invalid response format from server',
    jobNotFound: 'Job not found',
    jobLoadFailed: 'Could not load this job. Please check your connection and try again.',
  } as const,
  () => import('./job-load-texts.ar').then((arabic) => arabic.jobLoadTexts),
);

/** What a visitor reads for each job type on the careers and apply pages (the API sends the English value). */
export const jobTypeNames = texts<Record<JobType, string>>(
  {
    'Full-time': 'Full-time',
    'Part-time': 'Part-time',
    Contract: 'Contract',
    Internship: 'Internship',
  },
  () => import('./job-load-texts.ar').then((arabic) => arabic.jobTypeNames),
);
