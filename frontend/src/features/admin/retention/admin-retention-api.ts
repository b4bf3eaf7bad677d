import type {
  LegalHoldInput,
  Page,
  RetentionDryRunRow,
  RetentionItem,
  RetentionItemState,
  RetentionRunSummary,
  RetentionSettings,
  RetentionStage,
  RetentionSubject,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

export const RETENTION_PAGE_SIZE = 25;

export interface RetentionItemsQuery {
  subject: RetentionSubject;
  state: RetentionItemState;
  page: number;
}

export interface RetentionDryRunQuery {
  subject: RetentionSubject;
  stage: RetentionStage;
  page: number;
}

interface RecordRef {
  subject: RetentionSubject;
  id: number;
}

export const adminRetentionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRetentionSettings: build.query<RetentionSettings, void>({
      query: () => '/admin/retention/settings',
      transformResponse: (response: unknown) => unwrapData(response as RetentionSettings),
      providesTags: ['Retention'],
    }),
    updateRetentionSettings: build.mutation<RetentionSettings, RetentionSettings>({
      query: (body) => ({ url: '/admin/retention/settings', method: 'PUT', body }),
      transformResponse: (response: unknown) => unwrapData(response as RetentionSettings),
      invalidatesTags: ['Retention'],
    }),
    getRetentionItems: build.query<Page<RetentionItem>, RetentionItemsQuery>({
      query: ({ subject, state, page }) => ({
        url: '/admin/retention/items',
        params: { subject, state, page, pageSize: RETENTION_PAGE_SIZE },
      }),
      transformResponse: readPage<RetentionItem>,
      providesTags: ['Retention'],
    }),
    // Dry runs are asked for with a button: lazy queries, refreshed whenever retention changes.
    getRetentionDryRun: build.query<RetentionRunSummary, void>({
      query: () => '/admin/retention/dry-run',
      transformResponse: (response: unknown) => unwrapData(response as RetentionRunSummary),
      providesTags: ['Retention'],
    }),
    getRetentionDryRunItems: build.query<Page<RetentionDryRunRow>, RetentionDryRunQuery>({
      query: ({ subject, stage, page }) => ({
        url: '/admin/retention/dry-run/items',
        params: { subject, stage, page, pageSize: RETENTION_PAGE_SIZE },
      }),
      transformResponse: readPage<RetentionDryRunRow>,
      providesTags: ['Retention'],
    }),
    holdRetentionRecord: build.mutation<RetentionItem, RecordRef & LegalHoldInput>({
      query: ({ subject, id, reason }) => ({
        url: `/admin/retention/${subject}/${id}/hold`,
        method: 'PUT',
        body: { reason },
      }),
      transformResponse: (response: unknown) => unwrapData(response as RetentionItem),
      invalidatesTags: ['Retention'],
    }),
    liftRetentionHold: build.mutation<RetentionItem, RecordRef>({
      query: ({ subject, id }) => ({ url: `/admin/retention/${subject}/${id}/hold`, method: 'DELETE' }),
      transformResponse: (response: unknown) => unwrapData(response as RetentionItem),
      invalidatesTags: ['Retention'],
    }),
    keepRetentionRecord: build.mutation<RetentionItem, RecordRef>({
      query: ({ subject, id }) => ({ url: `/admin/retention/${subject}/${id}/keep`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as RetentionItem),
      invalidatesTags: ['Retention'],
    }),
  }),
});

export const {
  useGetRetentionSettingsQuery,
  useUpdateRetentionSettingsMutation,
  useGetRetentionItemsQuery,
  useLazyGetRetentionDryRunQuery,
  useGetRetentionDryRunItemsQuery,
  useHoldRetentionRecordMutation,
  useLiftRetentionHoldMutation,
  useKeepRetentionRecordMutation,
} = adminRetentionApi;
