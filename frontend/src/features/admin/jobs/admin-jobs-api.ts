import type { AdminJob, JobInput, JobStatus } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

const LIST = { type: 'AdminJob', id: 'LIST' } as const;

/** Every job change reloads the admin list, the grouped view and the public careers caches. */
export const adminJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminJobs: build.query<AdminJob[], void>({
      query: () => '/admin/careers',
      transformResponse: (response: unknown) => {
        const jobs = unwrapData(response as AdminJob[]);
        return Array.isArray(jobs) ? jobs : [];
      },
      providesTags: (jobs = []) => [...jobs.map((job) => ({ type: 'AdminJob' as const, id: job.id })), LIST],
    }),
    createJob: build.mutation<AdminJob, JobInput>({
      query: (body) => ({ url: '/admin/careers', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJob),
      invalidatesTags: [LIST, 'Group'],
    }),
    updateJob: build.mutation<AdminJob, { id: number; input: JobInput }>({
      query: ({ id, input }) => ({ url: `/admin/careers/${id}`, method: 'PUT', body: input }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJob),
      // Applications show the job's title, so they reload too.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminJob', id }, LIST, 'Group', 'Application'],
    }),
    setJobStatus: build.mutation<AdminJob, { id: number; status: JobStatus }>({
      query: ({ id, status }) => ({ url: `/admin/careers/${id}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJob),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminJob', id }, LIST, 'Group'],
    }),
    deleteJob: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/careers/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      // Applications of a deleted job keep their position text but lose the link.
      invalidatesTags: [LIST, 'Group', 'Application'],
    }),
  }),
});

export const {
  useGetAdminJobsQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useSetJobStatusMutation,
  useDeleteJobMutation,
} = adminJobsApi;

// The status dropdown follows the choice at once; undone if the server refuses it.
adminJobsApi.enhanceEndpoints({
  endpoints: {
    setJobStatus: {
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adminJobsApi.util.updateQueryData('getAdminJobs', undefined, (jobs) => {
            const job = jobs.find((item) => item.id === id);
            if (job) job.status = status;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    },
  },
});
