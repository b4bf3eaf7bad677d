import {
  EMPTY_APPLICATION_STATISTICS,
  type AdminJobApplication,
  type ApplicationStatistics,
  type Job,
  type JobApplicationGroup,
} from '@uaq/contract';

export function statisticsOf(applications: Pick<AdminJobApplication, 'status'>[]): ApplicationStatistics {
  const statistics: ApplicationStatistics = { ...EMPTY_APPLICATION_STATISTICS, total: applications.length };
  for (const { status } of applications) {
    statistics[status in statistics ? status : 'pending'] += 1;
  }
  // The spec's grouped view reads `accepted`; a hired applicant is the accepted one.
  statistics.accepted = statistics.hired;
  return statistics;
}

/**
 * One group per job (jobs without applications included), in the jobs' order. Applications whose
 * job was deleted belong to no group; they still show in the flat list.
 */
export function groupByJob(jobs: Job[], applications: AdminJobApplication[]): JobApplicationGroup[] {
  const byJob = new Map<number, AdminJobApplication[]>(jobs.map((job) => [job.id, []]));
  for (const application of applications) {
    if (application.jobId !== null) byJob.get(application.jobId)?.push(application);
  }
  return jobs.map((job) => {
    const forJob = byJob.get(job.id) ?? [];
    return { jobId: job.id, jobDetails: job, applications: forJob, statistics: statisticsOf(forJob) };
  });
}
