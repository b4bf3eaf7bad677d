import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { DEFAULT_LANGUAGE, type Language } from '@uaq/contract';
import { Job } from '../careers/job.entity';

/**
 * A link HR shares in one channel for one job (or all jobs), or a referral link named after the
 * person who refers; counts its clicks, never who clicked.
 */
@Entity('tracking_links')
export class TrackingLink {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** null: all jobs (the link opens the careers page). */
  @Column({ type: 'int', nullable: true })
  jobId: number | null;

  @ManyToOne(() => Job, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_tracking_links_jobId' })
  job: Relation<Job> | null;

  @Column({ type: 'varchar', length: 60 })
  channel: string;

  /** Random, unguessable code in the shared address and in each application's `source.ref`. */
  @Column({ type: 'varchar', length: 64, unique: true })
  ref: string;

  /** The language of the apply page the link opens: its channel's readers'. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  /** The person a referral link is named after (channel `referral`); null for other links. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  referrer: string | null;

  @Column({ type: 'int', default: 0 })
  clicks: number;

  @Column({ type: 'varchar', length: 100 })
  createdBy: string;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;
}
