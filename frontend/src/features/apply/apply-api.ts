import type { ApiSuccess } from '@contract/api-contract';
import { api, unwrapData } from '@/lib/api';

export const applyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/job-applications as multipart (fields + optional `resume` file). */
    submitApplication: build.mutation<{ id: number }, FormData>({
      query: (body) => ({ url: '/job-applications', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<{ id: number }> | { id: number }) => unwrapData(response),
      invalidatesTags: ['Application', 'Group', 'AdminJob'],
    }),
  }),
});

export const { useSubmitApplicationMutation } = applyApi;
