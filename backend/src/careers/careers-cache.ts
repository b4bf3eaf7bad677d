/** The public read cache's keys of careers (the list, each job with its questions): one prefix to drop them all. */
export const CAREERS_CACHE_PREFIX = 'careers:';
