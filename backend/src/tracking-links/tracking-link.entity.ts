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

/** A link HR shares in one channel for one job; counts its clicks, never who clicked. */
@Entity('tracking_links')
export class TrackingLink {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  jobId: number;

  @ManyToOne(() => Job, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'jobId', foreignKeyConstraintName: 'FK_tracking_links_jobId' })
  job: Relation<Job>;

  @Column({ type: 'varchar', length: 60 })
  channel: string;

  /** Random, unguessable code in the shared address and in each application's `source.ref`. */
  @Column({ type: 'varchar', length: 64, unique: true })
  ref: string;

  /** The language of the apply page the link opens: its channel's readers'. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @Column({ type: 'int', default: 0 })
  clicks: number;

  @Column({ type: 'varchar', length: 100 })
  createdBy: string;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;
}
