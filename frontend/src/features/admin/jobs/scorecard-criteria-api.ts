import type { ScorecardCriteriaInput, ScorecardCriterion } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

const criteriaTag = (jobId: number) => ({ type: 'AdminJob' as const, id: `criteria-${jobId}` });

export const scorecardCriteriaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScorecardCriteria: build.query<ScorecardCriterion[], number>({
      query: (jobId) => `/admin/careers/${jobId}/scorecard-criteria`,
      transformResponse: (response: unknown) => unwrapData(response as ScorecardCriterion[]),
      providesTags: (_result, _error, jobId) => [criteriaTag(jobId)],
    }),
    saveScorecardCriteria: build.mutation<
      ScorecardCriterion[],
      { jobId: number; input: ScorecardCriteriaInput }
    >({
      query: ({ jobId, input }) => ({
        url: `/admin/careers/${jobId}/scorecard-criteria`,
        method: 'PUT',
        body: input,
      }),
      transformResponse: (response: unknown) => unwrapData(response as ScorecardCriterion[]),
      invalidatesTags: (_result, _error, { jobId }) => [criteriaTag(jobId)],
    }),
  }),
});

export const { useGetScorecardCriteriaQuery, useSaveScorecardCriteriaMutation } = scorecardCriteriaApi;
