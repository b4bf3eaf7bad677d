import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { ApplicationStatus } from '@uaq/contract';
import { JobApplication } from './job-application.entity';

/** One recorded status change of an application: who, when, from, to. */
@Entity('application_status_changes')
@Index('IDX_application_status_changes_applicationId', ['applicationId'])
export class ApplicationStatusChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => JobApplication, (application) => application.statusHistory, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'applicationId',
    foreignKeyConstraintName: 'FK_application_status_changes_applicationId',
  })
  application: Relation<JobApplication>;

  @Column({ type: 'varchar', length: 20, nullable: true })
  fromStatus: ApplicationStatus | null;

  @Column({ type: 'varchar', length: 20 })
  toStatus: ApplicationStatus;

  /** How long the application had been in `fromStatus` (whole hours), kept for the reports. */
  @Column({ type: 'integer', nullable: true })
  hoursInPreviousStage: number | null;

  /** The admin's username at the time (kept even if that admin is later removed). */
  @Column({ type: 'varchar', length: 100 })
  changedBy: string;

  /** The move queued the applicant's e-mail about their new status (such a move cannot be undone). */
  @Column({ type: 'boolean', default: false })
  applicantMailed: boolean;

  /** What the move replaced, so that its undo restores it exactly (null on changes older than undo). */
  @Column({ type: 'datetime', precision: null, nullable: true })
  previousStageEnteredAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  previousFurthestStageRank: number | null;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  changedAt: Date;
}
