import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, MoreThanOrEqual, Repository } from 'typeorm';
import { PublicReadCache } from '../platform/common/cache/public-read-cache';
import { Clock } from '../platform/common/clock/clock';
import { InvalidInputError, NotFoundError } from '../platform/common/errors/app-error';
import {
  MESSAGE_CODES,
  dubaiDay,
  isPastClosingDay,
  jobArabicMissing,
  jobStatusAt,
  jobEmirateOf,
  type AdminJob,
  type Job as JobResource,
  type JobStatus,
  type PublicJobDetail,
} from '@uaq/contract';
import { CAREERS_CACHE_PREFIX as CACHE_PREFIX } from './careers-cache';
import { JobInputDto } from './dto/job-input.dto';
import { JobApplicationsLink } from './job-applications-link.service';
import { Job, toJobResource } from './job.entity';
import { ScreeningQuestionsService } from './screening-questions.service';

const PUBLIC_STATUSES: JobStatus[] = ['active', 'closed'];

@Injectable()
export class CareersService {
  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly dataSource: DataSource,
    private readonly cache: PublicReadCache,
    private readonly clock: Clock,
    private readonly applications: JobApplicationsLink,
    private readonly screening: ScreeningQuestionsService,
  ) {}

  /**
   * Active and closed jobs, newest first, from the public read cache: the same array while cached,
   * so callers must not change it (the API prepares its reply once per array). A job whose closing
   * day is over is gone at once, even before the closing run marks it closed.
   */
  publicJobs(): Promise<JobResource[]> {
    const today = dubaiDay(this.clock.now());
    // The day is part of the key: entries cached before midnight (Dubai) are not read after it.
    return this.cache.read(`${CACHE_PREFIX}list:${today}`, async () => {
      const jobs = await this.jobs.find({
        where: this.publicWhere(today),
        order: { createdAt: 'DESC', id: 'DESC' },
      });
      return jobs.map((job) => toJobResource(job, this.clock.now()));
    });
  }

  /**
   * One public job with its form's screening questions; null (also cached) when it does not exist,
   * is a draft or its closing day is over.
   */
  publicJob(id: number): Promise<PublicJobDetail | null> {
    const today = dubaiDay(this.clock.now());
    return this.cache.read(`${CACHE_PREFIX}job:${id}:${today}`, async () => {
      const job = await this.jobs.findOne({
        where: this.publicWhere(today).map((where) => ({ ...where, id })),
      });
      if (!job) return null;
      const screeningQuestions = await this.screening.publicQuestionsOf(job.id);
      return { ...toJobResource(job, this.clock.now()), screeningQuestions };
    });
  }

  /** The status the job reads as now: closed once its closing day is over, whatever the row says yet. */
  statusNow(job: Pick<Job, 'status' | 'closesOn'>): JobStatus {
    return jobStatusAt(job, this.clock.now());
  }

  /** True once the job's closing day is over (Asia/Dubai), whatever its status says yet. */
  isPastClosingDay(job: Pick<Job, 'closesOn'>): boolean {
    return isPastClosingDay(job.closesOn, this.clock.now());
  }

  private publicWhere(today: string) {
    const status = In(PUBLIC_STATUSES);
    return [
      { status, closesOn: IsNull() },
      { status, closesOn: MoreThanOrEqual(today) },
    ];
  }

  async findJob(id: number): Promise<Job> {
    const job = await this.jobs.findOneBy({ id });
    if (!job) throw new NotFoundError(MESSAGE_CODES.application.jobNotFound);
    return job;
  }

  /** Every job, any status, newest first. */
  async allJobs(): Promise<JobResource[]> {
    const jobs = await this.jobs.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return jobs.map((job) => toJobResource(job, this.clock.now()));
  }

  async adminJobs(): Promise<AdminJob[]> {
    const [jobs, counts] = await Promise.all([
      this.jobs.find({ order: { createdAt: 'DESC', id: 'DESC' } }),
      this.applicationCounts(),
    ]);
    return jobs.map((job) => toAdminJob(job, counts.get(job.id) ?? 0, this.clock.now()));
  }

  async create(input: JobInputDto): Promise<AdminJob> {
    const fields = {
      ...this.fieldsOf(input),
      status: input.status ?? 'active',
      closesOn: input.closesOn ?? null,
      resumeOptional: input.resumeOptional ?? true,
      emirate: input.emirate ?? jobEmirateOf(input),
    };
    this.refusePastClosingDay(fields);
    const saved = await this.jobs.save(this.jobs.create(fields));
    return this.afterWrite(saved.id);
  }

  /**
   * Replaces the job's fields; a closing day or walk-in flag left out of the body stays as it was,
   * an emirate left out follows the location when it names one.
   */
  async update(id: number, input: JobInputDto): Promise<AdminJob> {
    const job = await this.findJob(id);
    const fields = {
      ...this.fieldsOf(input),
      status: input.status ?? job.status,
      closesOn: input.closesOn === undefined ? job.closesOn : input.closesOn,
      resumeOptional: input.resumeOptional ?? job.resumeOptional,
      emirate: input.emirate ?? jobEmirateOf(input, job.emirate),
    };
    this.refusePastClosingDay(fields);
    await this.jobs.update(job.id, fields);
    return this.afterWrite(job.id);
  }

  async setStatus(id: number, status: JobStatus): Promise<AdminJob> {
    const job = await this.findJob(id);
    this.refusePastClosingDay({ status, closesOn: job.closesOn });
    await this.jobs.update(job.id, { status });
    return this.afterWrite(job.id);
  }

  /** Opens the job again until a new closing day (null: until HR closes it). */
  async reopen(id: number, closesOn: string | null): Promise<AdminJob> {
    const job = await this.findJob(id);
    this.refusePastClosingDay({ status: 'active', closesOn });
    await this.jobs.update(job.id, { status: 'active', closesOn });
    return this.afterWrite(job.id);
  }

  /** An open job with a closing day already over would close again at the next run: refused. */
  private refusePastClosingDay(job: { status: JobStatus; closesOn: string | null }): void {
    if (job.status === 'active' && this.isPastClosingDay(job)) {
      throw new InvalidInputError(MESSAGE_CODES.job.closesOnPast, {
        closesOn: MESSAGE_CODES.job.closesOnPast,
      });
    }
  }

  /** Deletes the job; its applications stay, keeping their position text and losing the link. */
  async remove(id: number): Promise<void> {
    const job = await this.findJob(id);
    await this.dataSource.transaction(async (manager) => {
      await this.applications.get().releaseJob(manager, job.id);
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
    return toAdminJob(job, counts.get(id) ?? 0, this.clock.now());
  }

  private applicationCounts(jobIds?: number[]): Promise<Map<number, number>> {
    return this.applications.get().countsByJob(jobIds);
  }
}

/** A job as the admin area lists it: with its applications and the texts it lacks in Arabic. */
function toAdminJob(job: Job, applicationCount: number, now: Date): AdminJob {
  const resource = toJobResource(job, now);
  return { ...resource, applicationCount, arabicMissing: jobArabicMissing(resource) };
}
