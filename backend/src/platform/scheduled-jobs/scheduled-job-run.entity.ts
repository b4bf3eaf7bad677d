import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One job's lease on one period: the server that inserts it runs the job for that period, every
 * other server's insert fails on the primary key. Kept a few periods for operators to read.
 */
@Entity('scheduled_job_runs')
export class ScheduledJobRun {
  @PrimaryColumn({ type: 'varchar', length: 80 })
  jobName: string;

  /** The period's start as an ISO-8601 UTC string (fixed width, so it sorts as text). */
  @PrimaryColumn({ type: 'varchar', length: 24 })
  periodStart: string;

  /** Host, process and a random part: which server ran it. */
  @Column({ type: 'varchar', length: 120 })
  instance: string;

  @Column({ type: 'datetime', precision: 3 })
  startedAt: Date;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  finishedAt: Date | null;

  /** `running`, `done` or `failed`. */
  @Column({ type: 'varchar', length: 10 })
  outcome: string;
}
