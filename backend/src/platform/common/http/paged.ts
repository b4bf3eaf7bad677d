import type { Page, PageMeta } from '@uaq/contract';

/**
 * One page of a list that grows with time. A handler returns it as it returns any data; the reply
 * interceptor sends `{ success: true, data: items, meta: { page, pageSize, total } }`.
 */
export class Paged<T> implements Page<T> {
  constructor(
    readonly items: T[],
    readonly meta: PageMeta,
  ) {}
}
