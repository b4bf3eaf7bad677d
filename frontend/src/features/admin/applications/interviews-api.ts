import type { Interview, InterviewerOption, InterviewInput } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** An application's interviews are cached under its own tag, refreshed by every interview change. */
const interviewsTag = (applicationId: number) => ({
  type: 'Application' as const,
  id: `interviews-${applicationId}`,
});

export const interviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterviewers: build.query<InterviewerOption[], void>({
      query: () => '/admin/interviews/interviewers',
      transformResponse: (response: unknown) => unwrapData(response as InterviewerOption[]),
    }),
    getApplicationInterviews: build.query<Interview[], number>({
      query: (applicationId) => `/admin/job-applications/${applicationId}/interviews`,
      transformResponse: (response: unknown) => unwrapData(response as Interview[]),
      providesTags: (_result, _error, applicationId) => [interviewsTag(applicationId)],
    }),
    scheduleInterview: build.mutation<Interview, { applicationId: number; input: InterviewInput }>({
      query: ({ applicationId, input }) => ({
        url: `/admin/job-applications/${applicationId}/interviews`,
        method: 'POST',
        body: input,
      }),
      transformResponse: (response: unknown) => unwrapData(response as Interview),
      invalidatesTags: (_result, _error, { applicationId }) => [interviewsTag(applicationId), 'Outbox'],
    }),
    rescheduleInterview: build.mutation<
      Interview,
      { applicationId: number; id: number; input: InterviewInput }
    >({
      query: ({ id, input }) => ({ url: `/admin/interviews/${id}`, method: 'PUT', body: input }),
      transformResponse: (response: unknown) => unwrapData(response as Interview),
      invalidatesTags: (_result, _error, { applicationId }) => [interviewsTag(applicationId), 'Outbox'],
    }),
    cancelInterview: build.mutation<Interview, { applicationId: number; id: number }>({
      query: ({ id }) => ({ url: `/admin/interviews/${id}/cancel`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as Interview),
      invalidatesTags: (_result, _error, { applicationId }) => [interviewsTag(applicationId), 'Outbox'],
    }),
  }),
});

export const {
  useGetInterviewersQuery,
  useGetApplicationInterviewsQuery,
  useScheduleInterviewMutation,
  useRescheduleInterviewMutation,
  useCancelInterviewMutation,
} = interviewsApi;
