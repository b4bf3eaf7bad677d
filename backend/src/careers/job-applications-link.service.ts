import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** What careers needs to know of the applications to its jobs. */
export interface ApplicationsOfJobs {
  /** Applications per job, in one aggregate query (never one query per job). */
  countsByJob(jobIds?: number[]): Promise<Map<number, number>>;
  /** A job is being removed (inside `manager`'s transaction): its applications let go of it. */
  releaseJob(manager: EntityManager, jobId: number): Promise<void>;
}

/**
 * Careers owns jobs; the applications domain owns applications and depends on careers. So that
 * careers never reads the applications table itself nor depends back, applications hands its
 * ApplicationsOfJobs in here when the app starts (JobApplicationsModule.onModuleInit).
 */
@Injectable()
export class JobApplicationsLink {
  private applications: ApplicationsOfJobs | null = null;

  connect(applications: ApplicationsOfJobs): void {
    this.applications = applications;
  }

  get(): ApplicationsOfJobs {
    if (!this.applications) throw new Error('JobApplicationsModule is not loaded: no applications to count.');
    return this.applications;
  }
}
