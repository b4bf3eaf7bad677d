import type { ApplicationScorecards } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

export const scorecardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationScorecards: build.query<ApplicationScorecards, number>({
      query: (applicationId) => `/admin/job-applications/${applicationId}/scorecards`,
      transformResponse: (response: unknown) => unwrapData(response as ApplicationScorecards),
      // Refreshed with the application's interviews (a new panel, a cancellation).
      providesTags: (_result, _error, applicationId) => [
        { type: 'Application', id: `interviews-${applicationId}` },
      ],
    }),
  }),
});

export const { useGetApplicationScorecardsQuery } = scorecardsApi;
