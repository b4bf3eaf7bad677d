import type {
  AdminJobApplication,
  AdminJobApplicationDetail,
  ApplicationNote,
  ApplicationStatus,
  BulkMailInput,
  BulkMailResult,
  JobApplicationGroupSummary,
  Page,
  ResumeToken,
  StatusUndoInput,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData, type DownloadedFile } from '@/lib/http';
import { readPage } from '@/lib/paged-response';
import { applicationQueryParams, type ApplicationListView } from './application-filters';

const LIST = { type: 'Application', id: 'LIST' } as const;

/** The grouped answer may be a list or `{ success, data: list }`; anything else is an empty grouping. */
export function readGroupedResponse(response: unknown): JobApplicationGroupSummary[] {
  if (Array.isArray(response)) return response as JobApplicationGroupSummary[];
  if (response && typeof response === 'object' && Array.isArray((response as { data?: unknown }).data)) {
    return (response as { data: JobApplicationGroupSummary[] }).data;
  }
  console.warn('Unexpected grouped applications format; showing an empty grouping.');
  return [];
}

export type ApplicationListArgs = ApplicationListView & { pageSize?: number };

export const adminApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminApplications: build.query<Page<AdminJobApplication>, ApplicationListArgs>({
      query: (view) => ({ url: '/admin/job-applications', params: applicationQueryParams(view) }),
      transformResponse: readPage<AdminJobApplication>,
      providesTags: (page) => [
        ...(page?.items ?? []).map((application) => ({ type: 'Application' as const, id: application.id })),
        LIST,
      ],
    }),
    getApplicationDetail: build.query<AdminJobApplicationDetail, number>({
      query: (id) => `/admin/job-applications/${id}`,
      transformResponse: (response: unknown) => unwrapData(response as AdminJobApplicationDetail),
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    getGroupedApplications: build.query<JobApplicationGroupSummary[], void>({
      query: () => '/job-applications/grouped-by-job',
      transformResponse: readGroupedResponse,
      providesTags: ['Group'],
    }),
    setApplicationStatus: build.mutation<
      AdminJobApplication,
      { id: number; status: ApplicationStatus; notifyApplicant?: boolean; confirm?: boolean }
    >({
      query: ({ id, status, notifyApplicant, confirm }) => ({
        url: `/admin/job-applications/${id}/status`,
        method: 'PATCH',
        body: { status, ...(notifyApplicant ? { notifyApplicant } : {}), ...(confirm ? { confirm } : {}) },
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
        'Board',
      ],
    }),
    setApplicationStatuses: build.mutation<
      AdminJobApplication[],
      { ids: number[]; status: ApplicationStatus; confirm?: boolean }
    >({
      query: ({ ids, status, confirm }) => ({
        url: '/admin/job-applications/status',
        method: 'PATCH',
        body: { ids, status, ...(confirm ? { confirm } : {}) },
      }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJobApplication[]),
      invalidatesTags: (_result, _error, { ids }) => [
        ...ids.map((id) => ({ type: 'Application' as const, id })),
        LIST,
        'Group',
        'AdminJob',
        'Board',
      ],
    }),
    /** Takes back one's own last move of the application, within STATUS_UNDO_SECONDS. */
    undoApplicationStatus: build.mutation<AdminJobApplication, StatusUndoInput & { id: number }>({
      query: ({ id, changeId }) => ({
        url: `/admin/job-applications/${id}/status/undo`,
        method: 'POST',
        body: { changeId },
      }),
      transformResponse: (response: unknown) => unwrapData(response as AdminJobApplication),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Application', id },
        LIST,
        'Group',
        'AdminJob',
        'Board',
      ],
    }),
    sendApplicationMails: build.mutation<BulkMailResult, BulkMailInput>({
      query: (body) => ({ url: '/admin/job-applications/mails', method: 'POST', body }),
      transformResponse: (response: unknown) => unwrapData(response as BulkMailResult),
      invalidatesTags: (_result, _error, { ids }) => [
        ...ids.map((id) => ({ type: 'Application' as const, id })),
        LIST,
        'Group',
        'AdminJob',
        'Outbox',
      ],
    }),
    addApplicationNote: build.mutation<ApplicationNote, { id: number; text: string }>({
      query: ({ id, text }) => ({
        url: `/admin/job-applications/${id}/notes`,
        method: 'POST',
        body: { text },
      }),
      transformResponse: (response: unknown) => unwrapData(response as ApplicationNote),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Application', id }],
    }),
    deleteApplication: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/job-applications/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: [LIST, 'Group', 'AdminJob', 'Board'],
    }),
    createResumeToken: build.mutation<ResumeToken, number>({
      query: (id) => ({ url: `/admin/job-applications/${id}/resume-token`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as ResumeToken),
    }),
    /** Every matching row as a CSV file, fetched with the admin call headers (the CSRF header among them). */
    exportApplicationsCsv: build.mutation<DownloadedFile, ApplicationListView>({
      query: (view) => ({
        url: '/admin/job-applications/export.csv',
        params: applicationQueryParams({ ...view, page: 1 }),
        file: true,
      }),
    }),
  }),
});

export const {
  useGetAdminApplicationsQuery,
  useGetApplicationDetailQuery,
  useGetGroupedApplicationsQuery,
  useSetApplicationStatusMutation,
  useSetApplicationStatusesMutation,
  useSendApplicationMailsMutation,
  useAddApplicationNoteMutation,
  useDeleteApplicationMutation,
  useCreateResumeTokenMutation,
  useExportApplicationsCsvMutation,
} = adminApplicationsApi;

// A status change shows at once in every cached page and group; undone if the server refuses it.
adminApplicationsApi.enhanceEndpoints({
  endpoints: {
    setApplicationStatus: {
      async onQueryStarted({ id, status }, { dispatch, getState, queryFulfilled }) {
        const util = adminApplicationsApi.util;
        const patches = util.selectCachedArgsForQuery(getState(), 'getAdminApplications').map((view) =>
          dispatch(
            util.updateQueryData('getAdminApplications', view, (page) => {
              const application = page.items.find((item) => item.id === id);
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
          dispatch(
            util.updateQueryData('getApplicationDetail', id, (detail) => {
              detail.status = status;
            }),
          ),
        );
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    },
  },
});
