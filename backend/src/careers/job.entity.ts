import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Job as JobResource, JobStatus, JobType } from '@uaq/contract';

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

  @Column({ type: 'varchar', length: 50 })
  experience: string;

  @Column({ type: 'text', transformer: requirementsAsJson })
  requirements: string[];

  @Column({ type: 'varchar', length: 100, nullable: true })
  salary: string | null;

  @Column({ type: 'varchar', length: 20, default: 'active' })
  status: JobStatus;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt: Date;
}

/** The public shape of a job (also nested as `jobDetails` in applications). */
export function toJobResource(job: Job): JobResource {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    type: job.type,
    experience: job.experience,
    requirements: job.requirements,
    salary: job.salary,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
