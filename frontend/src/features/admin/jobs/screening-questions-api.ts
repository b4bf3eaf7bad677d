import type { ScreeningQuestion, ScreeningQuestionsInput } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** A job's screening questions, cached under the job's own tag type. */
const tagOf = (jobId: number) => ({ type: 'AdminJob' as const, id: `screening-${jobId}` });

export const screeningQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getScreeningQuestions: build.query<ScreeningQuestion[], number>({
      query: (jobId) => `/admin/careers/${jobId}/screening-questions`,
      transformResponse: (response: unknown) => {
        const questions = unwrapData(response as ScreeningQuestion[]);
        return Array.isArray(questions) ? questions : [];
      },
      providesTags: (_questions, _error, jobId) => [tagOf(jobId)],
    }),
    saveScreeningQuestions: build.mutation<
      ScreeningQuestion[],
      { jobId: number; input: ScreeningQuestionsInput }
    >({
      query: ({ jobId, input }) => ({
        url: `/admin/careers/${jobId}/screening-questions`,
        method: 'PUT',
        body: input,
      }),
      transformResponse: (response: unknown) => unwrapData(response as ScreeningQuestion[]),
      // The panel's answers keep their own wording, so only the questions reload.
      invalidatesTags: (_result, _error, { jobId }) => [tagOf(jobId)],
    }),
  }),
});

export const { useGetScreeningQuestionsQuery, useSaveScreeningQuestionsMutation } = screeningQuestionsApi;
