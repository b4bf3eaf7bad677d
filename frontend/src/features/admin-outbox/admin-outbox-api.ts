import type { ApiPage, OutboxMessageSummary, OutboxStatus } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

export interface OutboxQuery {
  page: number;
  status: OutboxStatus | '';
}

export const OUTBOX_PAGE_SIZE = 25;

export const adminOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<Omit<ApiPage<OutboxMessageSummary>, 'success'>, OutboxQuery>({
      query: ({ page, status }) => ({
        url: '/admin/outbox',
        params: { page, pageSize: OUTBOX_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
      transformResponse: (response: ApiPage<OutboxMessageSummary>) => ({
        data: Array.isArray(response?.data) ? response.data : [],
        meta: response?.meta ?? { page: 1, pageSize: OUTBOX_PAGE_SIZE, total: 0 },
      }),
      providesTags: ['Outbox'],
    }),
    retryOutboxMessage: build.mutation<OutboxMessageSummary, number>({
      query: (id) => ({ url: `/admin/outbox/${id}/retry`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as OutboxMessageSummary),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxQuery, useRetryOutboxMessageMutation } = adminOutboxApi;
