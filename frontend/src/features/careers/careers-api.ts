import type { Job } from '@contract/api-contract';
import { api } from '@/lib/api';
import { careersTexts } from './texts';

/** The job list from `{ success, data: Job[] }` or a bare list; null for anything else. */
export function jobsFromResponse(body: unknown): Job[] | null {
  if (Array.isArray(body)) return body as Job[];
  if (body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: Job[] }).data;
  }
  return null;
}

/** One job from `{ success, data: Job }` or a bare job; null for anything else. */
export function jobFromResponse(body: unknown): Job | null {
  if (!body || typeof body !== 'object') return null;
  const candidate = 'data' in body ? (body as { data: unknown }).data : body;
  return candidate && typeof candidate === 'object' && 'id' in candidate && 'title' in candidate
    ? (candidate as Job)
    : null;
}

const customError = (error: string) => ({ error: { status: 'CUSTOM_ERROR' as const, error } });

/**
 * Public jobs. entry-server seeds `getPublicJobs` (no argument) and `getPublicJob` (the numeric id)
 * with what the server rendered, so a hydrated page does not fetch them again.
 */
export const careersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/careers/public: active and closed jobs, newest first. */
    getPublicJobs: build.query<Job[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/careers/public');
        if (result.error) {
          const malformed = result.error.status === 'PARSING_ERROR' && result.error.originalStatus < 300;
          return customError(malformed ? careersTexts.invalidFormat : careersTexts.fetchFailed);
        }
        const jobs = jobsFromResponse(result.data);
        return jobs ? { data: jobs } : customError(careersTexts.invalidFormat);
      },
      providesTags: ['Job'],
    }),
    /** GET /api/careers/public/:id: an active or closed job. */
    getPublicJob: build.query<Job, number>({
      async queryFn(jobId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/careers/public/${jobId}`);
        if (result.error) {
          const status = result.error.status;
          return customError(
            typeof status === 'number' || status === 'PARSING_ERROR'
              ? careersTexts.jobNotFound
              : careersTexts.jobLoadFailed,
          );
        }
        const job = jobFromResponse(result.data);
        return job ? { data: job } : customError(careersTexts.invalidFormat);
      },
      providesTags: (_job, _error, jobId) => [{ type: 'Job', id: jobId }],
    }),
  }),
});

export const { useGetPublicJobsQuery, useGetPublicJobQuery } = careersApi;
