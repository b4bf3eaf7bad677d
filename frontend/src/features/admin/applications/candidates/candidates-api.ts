import type {
  AddedApplication,
  CandidateChange,
  CandidateDetail,
  CandidateSummary,
  CandidateTag,
  ConsiderInput,
  CvImportResult,
  Page,
  TalentPoolQuery,
} from '@uaq/contract';
import { api } from '@/lib/api';
import { unwrapData } from '@/lib/http';
import { readPage } from '@/lib/paged-response';

export const TALENT_POOL_PAGE_SIZE = 25;

const POOL = { type: 'Candidate', id: 'LIST' } as const;
/** Adding people changes the talent pool, the applications' lists, the board and the counts. */
const ADDED = [POOL, { type: 'Application', id: 'LIST' }, 'Group', 'Board', 'AdminJob'] as const;

const data = <T>(response: unknown) => unwrapData(response as T);

export const candidatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTalentPool: build.query<Page<CandidateSummary>, TalentPoolQuery>({
      query: (params) => ({
        url: '/admin/candidates',
        params: { ...params, pageSize: TALENT_POOL_PAGE_SIZE },
      }),
      transformResponse: readPage<CandidateSummary>,
      providesTags: (page) => [
        ...(page?.items ?? []).map((candidate) => ({ type: 'Candidate' as const, id: candidate.id })),
        POOL,
      ],
    }),
    getCandidate: build.query<CandidateDetail, number>({
      query: (id) => `/admin/candidates/${id}`,
      transformResponse: data<CandidateDetail>,
      providesTags: (_result, _error, id) => [{ type: 'Candidate', id }],
    }),
    getCandidateTags: build.query<CandidateTag[], void>({
      query: () => '/admin/candidate-tags',
      transformResponse: data<CandidateTag[]>,
      providesTags: ['CandidateTag'],
    }),
    createCandidateTag: build.mutation<CandidateTag, string>({
      query: (name) => ({ url: '/admin/candidate-tags', method: 'POST', body: { name } }),
      transformResponse: data<CandidateTag>,
      invalidatesTags: ['CandidateTag'],
    }),
    /** A new name shows on every candidate that has the tag. */
    renameCandidateTag: build.mutation<CandidateTag, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/admin/candidate-tags/${id}`, method: 'PATCH', body: { name } }),
      transformResponse: data<CandidateTag>,
      invalidatesTags: ['CandidateTag', 'Candidate', 'Application'],
    }),
    /** The tag leaves every candidate that had it. */
    deleteCandidateTag: build.mutation<void, number>({
      query: (id) => ({ url: `/admin/candidate-tags/${id}`, method: 'DELETE' }),
      transformResponse: () => undefined,
      invalidatesTags: ['CandidateTag', 'Candidate', 'Application'],
    }),
    setCandidateTags: build.mutation<CandidateSummary, { id: number; tagIds: number[] }>({
      query: ({ id, tagIds }) => ({ url: `/admin/candidates/${id}/tags`, method: 'PUT', body: { tagIds } }),
      transformResponse: data<CandidateSummary>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Candidate', id }, POOL, 'Application'],
    }),
    changeCandidate: build.mutation<CandidateSummary, CandidateChange & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/candidates/${id}`, method: 'PATCH', body }),
      transformResponse: data<CandidateSummary>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Candidate', id }, POOL, 'Application'],
    }),
    considerCandidate: build.mutation<AddedApplication, ConsiderInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/candidates/${id}/applications`, method: 'POST', body }),
      transformResponse: data<AddedApplication>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Candidate', id }, ...ADDED],
    }),
    /** A walk-in, an agency's CV or a referral: multipart, with the CV when there is one. */
    addCandidate: build.mutation<AddedApplication, FormData>({
      query: (body) => ({ url: '/admin/candidates', method: 'POST', body }),
      transformResponse: data<AddedApplication>,
      invalidatesTags: [...ADDED],
    }),
    importCvs: build.mutation<CvImportResult, FormData>({
      query: (body) => ({ url: '/admin/candidates/import', method: 'POST', body }),
      transformResponse: data<CvImportResult>,
      invalidatesTags: [...ADDED],
    }),
  }),
});

export const {
  useGetTalentPoolQuery,
  useGetCandidateQuery,
  useGetCandidateTagsQuery,
  useCreateCandidateTagMutation,
  useRenameCandidateTagMutation,
  useDeleteCandidateTagMutation,
  useSetCandidateTagsMutation,
  useChangeCandidateMutation,
  useConsiderCandidateMutation,
  useAddCandidateMutation,
  useImportCvsMutation,
} = candidatesApi;
