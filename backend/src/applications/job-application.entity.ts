import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { DEFAULT_LANGUAGE, type ApplicationStatus, type Language } from '@uaq/contract';
import { Job } from '../careers/job.entity';
import { ApplicationIntakeColumns } from './application-intake.columns';
import { ApplicationSourceColumns } from './application-source.columns';
import type { ApplicationStatusChange } from './application-status-change.entity';

@Entity('job_applications')
@Index('IDX_job_applications_jobId', ['jobId'])
@Index('UQ_job_applications_liveApplicationKey', ['liveApplicationKey'], { unique: true })
export class JobApplication {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  /**
   * The applicant's identity: the address in the contract's one form (normaliseEmailAddress),
   * compared byte for byte (binary collation on MySQL, migration 1796000028100). Null only for an
   * imported CV whose address could not be read, until HR completes its candidate.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** As typed. */
  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /** The phone in E.164 (the contract's phoneE164), what the searches match; null when it is no number. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

  /**
   * The person across applications (the candidates domain, which stands above this one: no
   * relation, and no foreign key; CandidateLink keeps it).
   */
  @Column({ type: 'int', nullable: true })
  candidateId: number | null;

  /** How it came in: the public form, or added by HR. */
  @Column(() => ApplicationIntakeColumns, { prefix: 'intake' })
  intake: ApplicationIntakeColumns;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  /** The job's title when the application was sent; kept when the job is deleted. */
  @Column({ type: 'varchar', length: 150 })
  position: string;

  @Column({ type: 'int', nullable: true })
  jobId: number | null;

  @ManyToOne(() => Job, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_job_applications_jobId' })
  job: Relation<Job> | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  linkedinUrl: string | null;

  @Column({ type: 'text' })
  coverLetter: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: ApplicationStatus;

  @Column({ type: 'datetime' })
  consentAt: Date;

  /** The language the visitor used (from `Accept-Language`): the e-mails to them follow it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  /** "<jobId>:<email>" while live (not rejected or withdrawn), else null; unique, byte for byte (see the migrations). */
  @Column({ type: 'varchar', length: 270, nullable: true })
  liveApplicationKey: string | null;

  /** The server-made file name under UPLOADS_DIR; never the applicant's. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  resumeStorageName: string | null;

  /** The applicant's file name, kept only as text for the download's suggested name. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  resumeFileName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  resumeContentType: string | null;

  @Column({ type: 'int', nullable: true })
  resumeSize: number | null;

  /** Where the applicant came from (landing URL, referrer, their own answer); all optional. */
  @Column(() => ApplicationSourceColumns, { prefix: 'source' })
  source: ApplicationSourceColumns;

  /** The furthest pipeline stage it ever reached (pending 0 … hired 4), kept for the reports. */
  @Column({ type: 'integer', default: 0 })
  furthestStageRank: number;

  /** When it entered its current status (the application's time until its first change). */
  @Column({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  stageEnteredAt: Date;
  /** When the applicant asked for erasure on their status page; HR confirms, or the erasure job acts later. */
  @Index('IDX_job_applications_erasureRequestedAt')
  @Column({ type: 'datetime', nullable: true })
  erasureRequestedAt: Date | null;

  /** An answer to a screening question did not qualify (application_answers say which; migration 1796000036100). */
  @Column({ type: 'boolean', default: false })
  knockedOut: boolean;

  /** When the applicant was told that a legal hold keeps their erasure waiting (told once). */
  @Column({ type: 'datetime', nullable: true })
  erasureDeferredAt: Date | null;

  // Named, not imported: the child's file imports this one (dependencies point one way).
  @OneToMany('ApplicationStatusChange', (change: ApplicationStatusChange) => change.application)
  statusHistory: Relation<ApplicationStatusChange>[];

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt: Date;
}

export function liveApplicationKey(jobId: number, email: string): string {
  return `${jobId}:${email}`;
}
