import { useLoaderData, useRouteError, type LoaderFunctionArgs } from 'react-router';
import { parseRecordId, type Job } from '@uaq/contract';
import { dataSourceOf, notFound, routeFailure } from '@/lib/route-data';
import { jobLoadTexts } from './job-load-texts';
import { useTexts } from '@/lib/i18n/language';

/** /careers: active and closed jobs, newest first. */
export async function publicJobsLoader({ context }: LoaderFunctionArgs): Promise<Job[]> {
  return dataSourceOf(context).publicJobs();
}

/** /careers/apply/:jobId: an active or closed job; any other id answers 404. */
export async function publicJobLoader({ context, params }: LoaderFunctionArgs): Promise<Job> {
  const jobId = parseRecordId(params.jobId);
  const job = jobId === null ? null : await dataSourceOf(context).publicJob(jobId);
  return job ?? notFound();
}

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
export function usePublicJob(): PublicJobsView<Job> {
  const texts = useTexts(jobLoadTexts);
  const job = useLoaderData() as Job | undefined;
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
