import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { JobApplication } from './job-application.entity';

/**
 * The applicant moved the application to another e-mail address on their status page: HR sees the
 * address it had before. Erased with the application. Migration 1796000035330.
 */
@Entity('application_email_changes')
@Index('IDX_application_email_changes_applicationId', ['applicationId'])
export class ApplicationEmailChange {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'applicationId',
    foreignKeyConstraintName: 'FK_application_email_changes_applicationId',
  })
  application: Relation<JobApplication>;

  @Column({ type: 'varchar', length: 254 })
  previousEmail: string;

  @Column({ type: 'varchar', length: 254 })
  newEmail: string;

  /** When the new address confirmed the change. */
  @Column({ type: 'datetime' })
  changedAt: Date;
}
