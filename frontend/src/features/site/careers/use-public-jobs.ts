import { useLoaderData, useRouteError } from 'react-router';
import type { Job, PublicJobDetail } from '@uaq/contract';
import { routeFailure } from '@/lib/route-data';
import { useTexts } from '@/lib/i18n/texts';
import { jobLoadTexts } from './job-load-texts';

export interface PublicJobsView<T> {
  data: T | undefined;
  /** What to tell the visitor when the data could not be read, else null. */
  errorText: string | null;
}

/** The careers route's jobs (its loader's data), or why they are missing. */
export function usePublicJobs(): PublicJobsView<Job[]> {
  const texts = useTexts(jobLoadTexts);
  const jobs = useLoaderData() as Job[] | undefined;
  const failure = routeFailure(useRouteError());
  const errorText = !failure ? null : failure === 'format' ? texts.invalidFormat : texts.fetchFailed;
  return { data: failure ? undefined : jobs, errorText };
}

/** The apply route's job (its loader's data), or why it cannot be shown. */
export function usePublicJob(): PublicJobsView<PublicJobDetail> {
  const texts = useTexts(jobLoadTexts);
  const job = useLoaderData() as PublicJobDetail | undefined;
  const failure = routeFailure(useRouteError());
  const errorText = !failure
    ? null
    : failure === 'missing'
      ? texts.jobNotFound
      : failure === 'format'
        ? texts.invalidFormat
        : texts.jobLoadFailed;
  return { data: failure ? undefined : job, errorText };
}
