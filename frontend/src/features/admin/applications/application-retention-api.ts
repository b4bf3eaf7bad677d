import type { RetentionItem } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** The application's retention state for the panel, refreshed by every retention change. */
export const applicationRetentionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationRetention: build.query<RetentionItem, number>({
      query: (applicationId) => `/admin/retention/application/${applicationId}`,
      transformResponse: (response: unknown) => unwrapData(response as RetentionItem),
      providesTags: ['Retention'],
    }),
  }),
});

export const { useGetApplicationRetentionQuery } = applicationRetentionApi;
