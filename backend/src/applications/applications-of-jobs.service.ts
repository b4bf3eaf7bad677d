import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { ApplicationsOfJobs } from '../careers/job-applications-link.service';
import { JobApplication } from './job-application.entity';

/** The applications of each job, as careers asks for them (see JobApplicationsLink). */
@Injectable()
export class ApplicationsOfJobsService implements ApplicationsOfJobs {
  constructor(@InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>) {}

  async countsByJob(jobIds?: number[]): Promise<Map<number, number>> {
    const query = this.applications
      .createQueryBuilder('application')
      .select('application.jobId', 'jobId')
      .addSelect('COUNT(*)', 'total')
      .where('application.jobId IS NOT NULL')
      .groupBy('application.jobId');
    if (jobIds) query.andWhere('application.jobId IN (:...jobIds)', { jobIds });
    const rows = await query.getRawMany<{ jobId: number | string; total: number | string }>();
    return new Map(rows.map((row) => [Number(row.jobId), Number(row.total)]));
  }

  /**
   * Explicit rather than trusting ON DELETE SET NULL alone: SQLite only honours it with
   * foreign_keys on, and the live-application key must be released too.
   */
  async releaseJob(manager: EntityManager, jobId: number): Promise<void> {
    await manager.update(JobApplication, { jobId }, { jobId: null, liveApplicationKey: null });
  }
}
