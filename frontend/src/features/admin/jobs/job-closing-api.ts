import type { AdminJob, JobReopenInput } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** Reopening a closed job with a new closing day reloads the lists that show it. */
export const jobClosingApi = api.injectEndpoints({
  endpoints: (build) => ({
    reopenJob: build.mutation<AdminJob, { id: number } & JobReopenInput>({
      query: ({ id, closesOn }) => ({
        url: `/admin/careers/${id}/reopen`,
        method: 'PATCH',
        body: { closesOn },
      }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJob),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AdminJob', id },
        { type: 'AdminJob', id: 'LIST' },
        'Group',
      ],
    }),
  }),
});

export const { useReopenJobMutation } = jobClosingApi;
