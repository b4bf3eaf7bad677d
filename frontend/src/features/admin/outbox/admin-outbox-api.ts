import type { OutboxMessageDetail, OutboxMessageSummary, OutboxStatus, Page } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

export interface OutboxQuery {
  page: number;
  status: OutboxStatus | '';
}

export const OUTBOX_PAGE_SIZE = 25;

export const adminOutboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOutbox: build.query<Page<OutboxMessageSummary>, OutboxQuery>({
      query: ({ page, status }) => ({
        url: '/admin/outbox',
        params: { page, pageSize: OUTBOX_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
      transformResponse: readPage<OutboxMessageSummary>,
      providesTags: ['Outbox'],
    }),
    getOutboxMessage: build.query<OutboxMessageDetail, number>({
      query: (id) => `/admin/outbox/${id}`,
      transformResponse: (response: unknown) => unwrapData(response as OutboxMessageDetail),
    }),
    retryOutboxMessage: build.mutation<OutboxMessageSummary, number>({
      query: (id) => ({ url: `/admin/outbox/${id}/retry`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as OutboxMessageSummary),
      invalidatesTags: ['Outbox'],
    }),
  }),
});

export const { useGetOutboxQuery, useGetOutboxMessageQuery, useRetryOutboxMessageMutation } = adminOutboxApi;
