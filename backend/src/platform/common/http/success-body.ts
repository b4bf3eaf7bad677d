import type { ApiSuccess } from '@uaq/contract';
import { Paged } from './paged';

/**
 * `{ success: true, message?, data? }`: a handler that returns nothing has no `data`; a page of a
 * list adds its `meta`.
 */
export function successBody(data: unknown, message: string | undefined): ApiSuccess<unknown> {
  const page = data instanceof Paged ? { data: data.items, meta: data.meta } : undefined;
  return {
    success: true,
    ...(message === undefined ? {} : { message }),
    ...(page ?? (data === undefined ? {} : { data })),
  } as ApiSuccess<unknown>;
}
