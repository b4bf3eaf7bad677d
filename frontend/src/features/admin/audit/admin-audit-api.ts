import type { AuditAction, AuditEvent, Page } from '@uaq/contract';
import { api } from '@/lib/api';
import { readPage } from '@/lib/paged-response';

export interface AuditQuery {
  page: number;
  actor?: string;
  action?: AuditAction | '';
  /** Dates as the date inputs give them (YYYY-MM-DD); `to` includes that day. */
  from?: string;
  to?: string;
}

export const AUDIT_TAB_PAGE_SIZE = 25;

/** The API's `to` is exclusive: the day after the last day wanted. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function auditSearch({ page, actor, action, from, to }: AuditQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(AUDIT_TAB_PAGE_SIZE) });
  if (actor?.trim()) params.set('actor', actor.trim());
  if (action) params.set('action', action);
  if (from) params.set('from', from);
  if (to) params.set('to', dayAfter(to));
  return params.toString();
}

export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.query<Page<AuditEvent>, AuditQuery>({
      query: (query) => `/admin/audit?${auditSearch(query)}`,
      transformResponse: readPage<AuditEvent>,
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditEventsQuery } = adminAuditApi;
