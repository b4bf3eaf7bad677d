import type {
  AssignedInterview,
  AssignedInterviewPeriod,
  InterviewerApplicationView,
  Page,
  ResumeToken,
  Scorecard,
  ScorecardInput,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

export const MY_INTERVIEWS_PAGE_SIZE = 25;

/** The signed-in member's interviews and their cards, under one tag every card change refreshes. */
const DESK = { type: 'Application' as const, id: 'my-interviews' };

export const myInterviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyInterviews: build.query<Page<AssignedInterview>, { period: AssignedInterviewPeriod; page: number }>({
      query: ({ period, page }) => ({
        url: '/admin/my-interviews',
        params: { period, page, pageSize: MY_INTERVIEWS_PAGE_SIZE },
      }),
      transformResponse: readPage<AssignedInterview>,
      providesTags: [DESK],
    }),
    getInterviewerApplication: build.query<InterviewerApplicationView, number>({
      query: (id) => `/admin/my-interviews/applications/${id}`,
      transformResponse: (response: unknown) => unwrapData(response as InterviewerApplicationView),
      providesTags: [DESK],
    }),
    createInterviewerResumeToken: build.mutation<ResumeToken, number>({
      query: (id) => ({ url: `/admin/my-interviews/applications/${id}/resume-token`, method: 'POST' }),
      transformResponse: (response: unknown) => unwrapData(response as ResumeToken),
    }),
    saveScorecardDraft: build.mutation<Scorecard, { interviewId: number; input: ScorecardInput }>({
      query: ({ interviewId, input }) => ({
        url: `/admin/interviews/${interviewId}/scorecard`,
        method: 'PUT',
        body: input,
      }),
      transformResponse: (response: unknown) => unwrapData(response as Scorecard),
      invalidatesTags: [DESK],
    }),
    submitScorecard: build.mutation<Scorecard, { interviewId: number; input: ScorecardInput }>({
      query: ({ interviewId, input }) => ({
        url: `/admin/interviews/${interviewId}/scorecard/submit`,
        method: 'POST',
        body: input,
      }),
      transformResponse: (response: unknown) => unwrapData(response as Scorecard),
      invalidatesTags: [DESK],
    }),
  }),
});

export const {
  useGetMyInterviewsQuery,
  useGetInterviewerApplicationQuery,
  useCreateInterviewerResumeTokenMutation,
  useSaveScorecardDraftMutation,
  useSubmitScorecardMutation,
} = myInterviewsApi;
