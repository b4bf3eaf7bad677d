import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { jobStatusAt, type Job as JobResource, type JobStatus, type JobType } from '@uaq/contract';

/** Requirements are stored as JSON text so SQLite and MySQL/MariaDB store them the same way. */
const requirementsAsJson = {
  to: (value: string[] | undefined): string | undefined =>
    value === undefined ? undefined : JSON.stringify(value),
  from: (value: string | null): string[] => {
    if (!value) return [];
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  },
};

/** The Arabic requirements: null when HR gave none (the English list shows). */
const optionalRequirementsAsJson = {
  to: (value: string[] | null | undefined): string | null | undefined =>
    value === undefined ? undefined : value === null ? null : JSON.stringify(value),
  from: (value: string | null): string[] | null => (value ? requirementsAsJson.from(value) : null),
};

/** A `date` column as its YYYY-MM-DD text on every engine (mysql2 may hand over a Date at local midnight). */
const calendarDay = {
  to: (value: string | null | undefined) => value,
  from: (value: string | Date | null): string | null =>
    value instanceof Date
      ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
      : value,
};

@Entity('jobs')
@Index('IDX_jobs_status_createdAt', ['status', 'createdAt'])
export class Job {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 150 })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 100 })
  location: string;

  @Column({ type: 'varchar', length: 20 })
  type: JobType;

  @Column({ type: 'integer', default: 0 })
  experienceMinYears: number;

  @Column({ type: 'integer', nullable: true })
  experienceMaxYears: number | null;

  @Column({ type: 'text', transformer: requirementsAsJson })
  requirements: string[];

  /** Monthly pay in AED; both null when the job shows none. */
  @Column({ type: 'integer', nullable: true })
  salaryMin: number | null;

  @Column({ type: 'integer', nullable: true })
  salaryMax: number | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: JobStatus;

  @Column({ type: 'varchar', length: 150, nullable: true })
  titleAr: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionAr: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  locationAr: string | null;

  @Column({ type: 'text', nullable: true, transformer: optionalRequirementsAsJson })
  requirementsAr: string[] | null;

  /** The last day applications are taken (YYYY-MM-DD, Asia/Dubai); null: no closing day. */
  @Column({ type: 'date', nullable: true, transformer: calendarDay })
  closesOn: string | null;

  @Column({ type: 'boolean', default: true })
  resumeOptional: boolean;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt: Date;
}

/**
 * The public shape of a job (also nested as `jobDetails` in applications), as it reads at `now`:
 * closed once its closing day is over, before the hourly job writes it (jobStatusAt).
 */
export function toJobResource(job: Job, now: Date): JobResource {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    type: job.type,
    experienceMinYears: job.experienceMinYears,
    experienceMaxYears: job.experienceMaxYears,
    requirements: job.requirements,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    status: jobStatusAt(job, now),
    titleAr: job.titleAr,
    descriptionAr: job.descriptionAr,
    locationAr: job.locationAr,
    requirementsAr: job.requirementsAr,
    closesOn: job.closesOn,
    resumeOptional: job.resumeOptional,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
