import type { ApiPage, Page } from '@uaq/contract';

/**
 * The server's paged envelope (`{ success, data, meta }`) as the one client shape every admin list
 * reads. An answer without rows is an empty page; one without `meta` is a single page of its rows.
 */
export function readPage<T>(response: unknown): Page<T> {
  const body = response as Partial<ApiPage<T>> | null;
  const items = Array.isArray(body?.data) ? body.data : [];
  return { items, meta: body?.meta ?? { page: 1, pageSize: items.length, total: items.length } };
}
