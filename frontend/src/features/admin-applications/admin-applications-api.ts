import type { AdminJobApplication, ApplicationStatus, JobApplicationGroup, ResumeToken } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { applicationQueryParams, type ApplicationFilters } from './application-filters';

const LIST = { type: 'Application', id: 'LIST' } as const;

/** The grouped answer may be a list or `{ success, data: list }`; anything else is an empty grouping. */
export function readGroupedResponse(response: unknown): JobApplicationGroup[] {
  if (Array.isArray(response)) return response as JobApplicationGroup[];
  if (response && typeof response === 'object' && Array.isArray((response as { data?: unknown }).data)) {
    return (response as { data: JobApplicationGroup[] }).data;
  }
  console.warn('Unexpected grouped applications format; showing an empty grouping.');
  return [];
}

export const adminApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminApplications: build.query<AdminJobApplication[], ApplicationFilters>({
      query: (filters) => ({ url: '/admin/job-applications', params: applicationQueryParams(filters) }),
      transformResponse: (response: unknown) => {
        const applications = unwrapData(response as AdminJobApplication[]);
        return Array.isArray(applications) ? applications : [];
      },
      providesTags: (applications = []) => [
        ...applications.map((application) => ({ type: 'Application' as const, id: application.id })),
        LIST,
      ],
    }),
    getGroupedApplications: build.query<JobApplicationGroup[], void>({
      query: () => '/job-applications/grouped-by-job',
      transformResponse: readGroupedResponse,
      providesTags: ['Group'],
    }),
    setApplicationStatus: build.mutation<
      AdminJobApplication,
      { id: number; status: ApplicationStatus; notifyApplicant?: boolean }
    >({
      query: ({ id, status, notifyApplicant }) => ({
        url: `/admin/job-applications/${id}/status`,
        method: 'PATCH',
        body: notifyApplicant ? { status, notifyApplicant } : { status },
      }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJobApplication),
      // The lists, the grouped statistics and the jobs' counts all follow a status change (and the
      // outbox, when the applicant is told).
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Application', id },
        LIST,
        'Group',
        'AdminJob',
        'Outbox',
      ],
    }),
    createResumeToken: build.mutation<ResumeToken, number>({
      query: (id) => ({ url: `/admin/job-applications/${id}/resume-token`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as ResumeToken),
    }),
    /** The filtered list as CSV text; a plain link could not carry the bearer header. */
    exportApplicationsCsv: build.mutation<string, ApplicationFilters>({
      query: (filters) => ({
        url: '/admin/job-applications/export.csv',
        params: applicationQueryParams(filters),
        responseHandler: async (response) =>
          response.ok ? response.text() : response.json().catch(() => null),
        cache: 'no-store',
      }),
    }),
  }),
});

export const {
  useGetAdminApplicationsQuery,
  useGetGroupedApplicationsQuery,
  useSetApplicationStatusMutation,
  useCreateResumeTokenMutation,
  useExportApplicationsCsvMutation,
} = adminApplicationsApi;

// A status change shows at once in every cached list and group; undone if the server refuses it.
adminApplicationsApi.enhanceEndpoints({
  endpoints: {
    setApplicationStatus: {
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const util = adminApplicationsApi.util;
        const patches = util.selectCachedArgsForQuery(getState(), 'getAdminApplications').map((filters) =>
          dispatch(
            util.updateQueryData('getAdminApplications', filters, (applications) => {
              const application = applications.find((item) => item.id === id);
              if (application) application.status = status;
            }),
          ),
        );
        patches.push(
          dispatch(
            util.updateQueryData('getGroupedApplications', undefined, (groups) => {
              for (const group of groups) {
                const application = group.applications?.find((item) => item.id === id);
                if (application) application.status = status;
              }
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    },
  },
});
