import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CareersService } from '../careers/careers.service';
import {
  APPLICATION_STATUSES,
  EMPTY_APPLICATION_STATISTICS,
  type AdminJobApplication,
  GROUPED_NEWEST_PER_JOB,
  type ApplicationStatistics,
  type ApplicationStatus,
  type JobApplicationGroupSummary,
} from '@uaq/contract';
import { JobApplication } from './job-application.entity';
import { JobApplicationsService } from './job-applications.service';

/** Counts per status (unknown statuses read as pending); `accepted` equals `hired`. */
export function statisticsOf(counts: Array<{ status: string; count: number }>): ApplicationStatistics {
  const statistics: ApplicationStatistics = { ...EMPTY_APPLICATION_STATISTICS };

  for (const { status, count } of counts) {
    const known = APPLICATION_STATUSES.includes(status as ApplicationStatus);
    statistics[known ? (status as ApplicationStatus) : 'pending'] += count;
    statistics.total += count;
  }
  // The spec's grouped view reads `accepted`; a hired applicant is the accepted one.
  statistics.accepted = statistics.hired;
  return statistics;
}

/**
 * The grouped view: one entry per job (jobs without applications included, in the jobs' order),
 * statistics from one GROUP BY, and each job's newest few applications; the list pages the rest.
 */
@Injectable()
export class ApplicationGroupsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly careers: CareersService,
    private readonly applicationList: JobApplicationsService,
  ) {}

  async groupedByJob(): Promise<JobApplicationGroupSummary[]> {
    const [jobs, counts] = await Promise.all([this.careers.allJobs(), this.countsByJobAndStatus()]);
    const newest = await Promise.all(jobs.map((job) => this.newestOf(job.id)));
    const withHistory = await this.applicationList.withHistory(newest.flat());
    const byJob = new Map<number | null, AdminJobApplication[]>();
    for (const application of withHistory) {
      byJob.set(application.jobId, [...(byJob.get(application.jobId) ?? []), application]);
    }
    return jobs.map((job) => {
      const statistics = statisticsOf(counts.get(job.id) ?? []);
      return {
        jobId: job.id,
        jobDetails: job,
        applications: byJob.get(job.id) ?? [],
        statistics,
        applicationTotal: statistics.total,
      };
    });
  }

  private newestOf(jobId: number): Promise<JobApplication[]> {
    return this.applications
      .createQueryBuilder('application')
      .leftJoinAndSelect('application.job', 'job')
      .where('application.jobId = :jobId', { jobId })
      .orderBy('application.createdAt', 'DESC')
      .addOrderBy('application.id', 'DESC')
      .limit(GROUPED_NEWEST_PER_JOB)
      .getMany();
  }

  private async countsByJobAndStatus(): Promise<Map<number, Array<{ status: string; count: number }>>> {
    const rows = await this.applications
      .createQueryBuilder('application')
      .select('application.jobId', 'jobId')
      .addSelect('application.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('application.jobId IS NOT NULL')
      .groupBy('application.jobId')
      .addGroupBy('application.status')
      .getRawMany<{ jobId: number | string; status: string; count: number | string }>();
    const counts = new Map<number, Array<{ status: string; count: number }>>();
    for (const row of rows) {
      const jobId = Number(row.jobId);
      counts.set(jobId, [...(counts.get(jobId) ?? []), { status: row.status, count: Number(row.count) }]);
    }
    return counts;
  }
}
