import type { PageMeta } from './team.ts';

/**
 * One page of a list that grows: the rows and where the page stands. The server's handlers return
 * it (the reply sends `{ success, data: items, meta }`) and the admin's endpoints give it back.
 */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

/** How many pages a list has; an empty list still shows one page. */
export function pageCount(meta: PageMeta): number {
  return Math.max(1, Math.ceil(meta.total / Math.max(1, meta.pageSize)));
}
