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
import type { Language, MailTemplatePurpose } from '@uaq/contract';
import { JobApplication } from './job-application.entity';

/** One templated e-mail queued for the applicant: which, in what language, by whom. Erased with the application. */
@Entity('application_mails')
@Index('IDX_application_mails_applicationId', ['applicationId'])
@Index('UQ_application_mails_requestId_applicationId', ['requestId', 'applicationId'], { unique: true })
export class ApplicationMail {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'applicationId', foreignKeyConstraintName: 'FK_application_mails_applicationId' })
  application: Relation<JobApplication>;

  @Column({ type: 'varchar', length: 20 })
  purpose: MailTemplatePurpose;

  @Column({ type: 'varchar', length: 5 })
  language: Language;

  /** The admin's username at the time. */
  @Column({ type: 'varchar', length: 100 })
  sentBy: string;

  /** The bulk request that sent it (null: a stage change's notification). */
  @Column({ type: 'varchar', length: 36, nullable: true })
  requestId: string | null;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  sentAt: Date;
}
