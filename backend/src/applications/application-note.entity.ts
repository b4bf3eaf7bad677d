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
import { JobApplication } from './job-application.entity';

/** HR's note on an application: what, by whom, when. Erased with the application. */
@Entity('application_notes')
@Index('IDX_application_notes_applicationId', ['applicationId'])
export class ApplicationNote {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicationId', foreignKeyConstraintName: 'FK_application_notes_applicationId' })
  application: Relation<JobApplication>;

  @Column({ type: 'text' })
  text: string;

  /** The admin's username at the time (kept even if that admin is later removed). */
  @Column({ type: 'varchar', length: 100 })
  author: string;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;
}
