import type { LoaderFunctionArgs } from 'react-router';
import { parseRecordId, type Job, type PublicJobDetail } from '@uaq/contract';
import { dataSourceOf, notFound } from '@/lib/route-data';

// The routes' loaders, in the entry chunk with the route table: their pages read the data through
// use-public-jobs.ts.

/** /careers: active and closed jobs, newest first. */
export async function publicJobsLoader({ context }: LoaderFunctionArgs): Promise<Job[]> {
  return dataSourceOf(context).publicJobs();
}

/** /careers/apply/:jobId: an active or closed job; any other id answers 404. */
export async function publicJobLoader({ context, params }: LoaderFunctionArgs): Promise<PublicJobDetail> {
  const jobId = parseRecordId(params.jobId);
  const job = jobId === null ? null : await dataSourceOf(context).publicJob(jobId);
  return job ?? notFound();
}
