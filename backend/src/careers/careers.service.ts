import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { PublicReadCache } from '../common/cache/public-read-cache';
import { NotFoundError } from '../common/errors/app-error';
import type { AdminJob, Job as JobResource, JobStatus } from '@uaq/contract';
import { JobInputDto } from './dto/job-input.dto';
import { Job, toJobResource } from './job.entity';

const PUBLIC_STATUSES: JobStatus[] = ['active', 'closed'];
const CACHE_PREFIX = 'careers:';
export const JOB_NOT_FOUND = 'Job not found';

@Injectable()
export class CareersService {
  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly dataSource: DataSource,
    private readonly cache: PublicReadCache,
  ) {}

  /**
   * Active and closed jobs, newest first, from the public read cache: the same array while cached,
   * so callers must not change it (the API prepares its reply once per array).
   */
  publicJobs(): Promise<JobResource[]> {
    return this.cache.read(`${CACHE_PREFIX}list`, async () => {
      const jobs = await this.jobs.find({
        where: { status: In(PUBLIC_STATUSES) },
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      return jobs.map(toJobResource);
    });
  }

  /** One public job; null (also cached) when it does not exist or is a draft. */
  publicJob(id: number): Promise<JobResource | null> {
    return this.cache.read(`${CACHE_PREFIX}job:${id}`, async () => {
      const job = await this.jobs.findOneBy({ id, status: In(PUBLIC_STATUSES) });
      return job ? toJobResource(job) : null;
    });
  }

  async findJob(id: number): Promise<Job> {
    const job = await this.jobs.findOneBy({ id });
    if (!job) throw new NotFoundError(JOB_NOT_FOUND);
    return job;
  }

  /** Every job, any status, newest first. */
  async allJobs(): Promise<JobResource[]> {
    const jobs = await this.jobs.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return jobs.map(toJobResource);
  }

  async adminJobs(): Promise<AdminJob[]> {
    const [jobs, counts] = await Promise.all([
      this.jobs.find({ order: { createdAt: 'DESC', id: 'DESC' } }),
      this.applicationCounts(),
    ]);
    return jobs.map((job) => ({ ...toJobResource(job), applicationCount: counts.get(job.id) ?? 0 }));
  }

  async create(input: JobInputDto): Promise<AdminJob> {
    const saved = await this.jobs.save(
      this.jobs.create({ ...this.fieldsOf(input), status: input.status ?? 'active' }),
    );
    return this.afterWrite(saved.id);
  }

  async update(id: number, input: JobInputDto): Promise<AdminJob> {
    const job = await this.findJob(id);
    await this.jobs.update(job.id, { ...this.fieldsOf(input), status: input.status ?? job.status });
    return this.afterWrite(job.id);
  }

  async setStatus(id: number, status: JobStatus): Promise<AdminJob> {
    const job = await this.findJob(id);
    await this.jobs.update(job.id, { status });
    return this.afterWrite(job.id);
  }

  /** Deletes the job; its applications stay, keeping their position text and losing the link. */
  async remove(id: number): Promise<void> {
    const job = await this.findJob(id);
    await this.dataSource.transaction(async (manager) => {
      // Explicit rather than trusting ON DELETE SET NULL alone: SQLite only honours it with
      // foreign_keys on, and the live-application key must be released too.
      await manager
        .createQueryBuilder()
        .update('job_applications')
        .set({ jobId: null, liveApplicationKey: null })
        .where('jobId = :id', { id: job.id })
        .execute();
      await manager.delete(Job, { id: job.id });
    });
    this.cache.invalidate(CACHE_PREFIX);
  }

  private fieldsOf(input: JobInputDto) {
    return {
      title: input.title,
      description: input.description,
      location: input.location,
      type: input.type,
      experienceMinYears: input.experienceMinYears,
      experienceMaxYears: input.experienceMaxYears ?? null,
      requirements: input.requirements ?? [],
      salaryMin: input.salaryMin ?? null,
      salaryMax: input.salaryMax ?? null,
      titleAr: input.titleAr ?? null,
      descriptionAr: input.descriptionAr ?? null,
      locationAr: input.locationAr ?? null,
      requirementsAr: input.requirementsAr?.length ? input.requirementsAr : null,
    };
  }

  private async afterWrite(id: number): Promise<AdminJob> {
    this.cache.invalidate(CACHE_PREFIX);
    const job = await this.findJob(id);
    const counts = await this.applicationCounts([id]);
    return { ...toJobResource(job), applicationCount: counts.get(id) ?? 0 };
  }

  /** Applications per job in one aggregate query (never one query per job). */
  private async applicationCounts(jobIds?: number[]): Promise<Map<number, number>> {
    const query = this.dataSource
      .createQueryBuilder()
      .select('application.jobId', 'jobId')
      .addSelect('COUNT(*)', 'total')
      .from('job_applications', 'application')
      .where('application.jobId IS NOT NULL')
      .groupBy('application.jobId');
    if (jobIds) query.andWhere('application.jobId IN (:...jobIds)', { jobIds });
    const rows = await query.getRawMany<{ jobId: number | string; total: number | string }>();
    return new Map(rows.map((row) => [Number(row.jobId), Number(row.total)]));
  }
}
