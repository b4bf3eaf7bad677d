import type { Job } from '@uaq/contract';
import { usePublicData } from '@/lib/public-data';
import { jobLoadTexts } from './job-load-texts';
import { useTexts } from '@/lib/i18n/language';

/** GET /api/careers/public: active and closed jobs, newest first. */
export const PUBLIC_JOBS_PATH = '/careers/public';
/** GET /api/careers/public/:id: an active or closed job. */
export const publicJobPath = (jobId: number) => `${PUBLIC_JOBS_PATH}/${jobId}`;

const readJobs = (data: unknown): Job[] | null => (Array.isArray(data) ? (data as Job[]) : null);

const readJob = (data: unknown): Job | null =>
  data && typeof data === 'object' && 'id' in data && 'title' in data ? (data as Job) : null;

export interface PublicJobsView<T> {
  data: T | undefined;
  isLoading: boolean;
  /** What to tell the visitor when the call failed, else null. */
  errorText: string | null;
}

export function usePublicJobs(): PublicJobsView<Job[]> {
  const texts = useTexts(jobLoadTexts);
  const { data, failure, isLoading } = usePublicData(PUBLIC_JOBS_PATH, readJobs);
  const errorText = !failure ? null : failure.kind === 'format' ? texts.invalidFormat : texts.fetchFailed;
  return { data, isLoading, errorText };
}

/** One public job; `jobId` null skips the call. Any answer but the job means it is not public. */
export function usePublicJob(jobId: number | null): PublicJobsView<Job> {
  const texts = useTexts(jobLoadTexts);
  const { data, failure, isLoading } = usePublicData(jobId === null ? null : publicJobPath(jobId), readJob);
  const errorText = !failure
    ? null
    : failure.kind === 'network'
      ? texts.jobLoadFailed
      : failure.kind === 'status'
        ? texts.jobNotFound
        : texts.invalidFormat;
  return { data, isLoading, errorText };
}

/** The job as the careers list already knows it (no request): shown while its own call runs. */
export function useListedJob(jobId: number | null): Job | undefined {
  const { data } = usePublicData(PUBLIC_JOBS_PATH, readJobs, { peek: true });
  return data?.find((job) => job.id === jobId);
}

/** True when the cache holds this job (the server seeds it when the job is public). */
export function useIsJobKnown(jobId: number | null): boolean {
  const { data } = usePublicData(jobId === null ? null : publicJobPath(jobId), readJob, { peek: true });
  return data !== undefined;
}
