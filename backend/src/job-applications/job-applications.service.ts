import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, DataSource, Not, Repository } from 'typeorm';
import { CareersService } from '../careers/careers.service';
import { NotFoundError } from '../common/errors/app-error';
import { MailNotificationsService } from '../mail/mail-notifications.service';
import type { AdminJobApplication, ApplicationStatus, JobApplicationGroup } from '@uaq/contract';
import { ApplicationStatusChange } from './application-status-change.entity';
import { groupByJob } from './application-groups';
import { ApplicationFiltersDto } from './dto/application-filters.dto';
import { JobApplication, liveApplicationKey } from './job-application.entity';
import { toAdminApplication } from './job-application.resource';

export const APPLICATION_NOT_FOUND = 'Application not found';

/** LIKE pattern for a word, with `!` as the escape character (same syntax on SQLite and MySQL). */
function containsPattern(word: string): string {
  return `%${word.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}

@Injectable()
export class JobApplicationsService {
  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly careers: CareersService,
    private readonly dataSource: DataSource,
    private readonly mail: MailNotificationsService,
  ) {}

  /** Newest first, with job details and status history; every word of `search` must match. */
  async list(filters: ApplicationFiltersDto = {}): Promise<AdminJobApplication[]> {
    const query = this.applications
      .createQueryBuilder('application')
      .leftJoinAndSelect('application.job', 'job')
      .leftJoinAndSelect('application.statusHistory', 'change')
      .orderBy('application.createdAt', 'DESC')
      .addOrderBy('application.id', 'DESC')
      .addOrderBy('change.id', 'ASC');
    if (filters.status) query.andWhere('application.status = :status', { status: filters.status });
    if (filters.jobId) query.andWhere('application.jobId = :jobId', { jobId: filters.jobId });
    const words = (filters.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
    words.forEach((word, index) => {
      const parameter = `word${index}`;
      query.andWhere(
        new Brackets((anyField) => {
          for (const column of ['firstName', 'lastName', 'email', 'phone']) {
            anyField.orWhere(`LOWER(application.${column}) LIKE :${parameter} ESCAPE '!'`);
          }
        }),
        { [parameter]: containsPattern(word) },
      );
    });
    return (await query.getMany()).map(toAdminApplication);
  }

  async findOne(id: number): Promise<JobApplication> {
    const application = await this.applications.findOne({
      where: { id },
      relations: { job: true, statusHistory: true },
    });
    if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
    return application;
  }

  /** One entry per job (any status, newest first), jobs without applications included. */
  async groupedByJob(): Promise<JobApplicationGroup[]> {
    const [jobs, applications] = await Promise.all([this.careers.allJobs(), this.list()]);
    return groupByJob(jobs, applications);
  }

  /**
   * Sets the status and records who changed it, from what, to what; with `notifyApplicant`, the
   * applicant's e-mail for the new status is queued in the same transaction.
   */
  async changeStatus(
    id: number,
    status: ApplicationStatus,
    changedBy: string,
    notifyApplicant = false,
  ): Promise<AdminJobApplication> {
    const application = await this.findOne(id);
    if (application.status === status) return toAdminApplication(application);
    const liveKey = await this.liveKeyFor(application, status);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(JobApplication, application.id, { status, liveApplicationKey: liveKey });
      await manager.insert(ApplicationStatusChange, {
        applicationId: application.id,
        fromStatus: application.status,
        toStatus: status,
        changedBy,
      });
      if (notifyApplicant) await this.mail.applicationStatusChanged(manager, application, status);
    });
    return toAdminApplication(await this.findOne(id));
  }

  /**
   * A rejected application frees its applicant to apply again. Moving one back out of `rejected`
   * takes the key back only if no newer live application holds it (HR may change status freely).
   */
  private async liveKeyFor(application: JobApplication, status: ApplicationStatus): Promise<string | null> {
    if (status === 'rejected' || application.jobId === null) return null;
    if (application.liveApplicationKey) return application.liveApplicationKey;
    const newerLive = await this.applications.existsBy({
      id: Not(application.id),
      jobId: application.jobId,
      email: application.email,
      status: Not('rejected'),
    });
    return newerLive ? null : liveApplicationKey(application.jobId, application.email);
  }
}
