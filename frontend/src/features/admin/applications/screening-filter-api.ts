import type { ScreeningQuestion } from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';

/** The chosen job's screening questions, for the list's answer filter (the job editor saves them). */
export const screeningFilterApi = api.injectEndpoints({
  endpoints: (build) => ({
    getJobScreeningQuestions: build.query<ScreeningQuestion[], number>({
      query: (jobId) => `/admin/careers/${jobId}/screening-questions`,
      transformResponse: (response: unknown) => {
        const questions = unwrapData(response as ScreeningQuestion[]);
        return Array.isArray(questions) ? questions : [];
      },
      // The tag the job editor's save invalidates.
      providesTags: (_questions, _error, jobId) => [{ type: 'AdminJob', id: `screening-${jobId}` }],
    }),
  }),
});

export const { useGetJobScreeningQuestionsQuery } = screeningFilterApi;
