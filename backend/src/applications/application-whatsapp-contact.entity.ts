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
import type { Language, WhatsAppTemplatePurpose } from '@uaq/contract';
import { JobApplication } from './job-application.entity';

/**
 * A WhatsApp chat HR opened with the applicant: the number, the message as prepared, which template
 * version wrote it, by whom, when. Written before the chat's link is handed out; erased with the
 * application.
 */
@Entity('application_whatsapp_contacts')
@Index('IDX_application_whatsapp_contacts_applicationId', ['applicationId'])
export class ApplicationWhatsAppContact {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => JobApplication, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'applicationId',
    foreignKeyConstraintName: 'FK_application_whatsapp_contacts_applicationId',
  })
  application: Relation<JobApplication>;

  /** E.164, as the chat was opened. */
  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 5 })
  language: Language;

  @Column({ type: 'varchar', length: 20 })
  templatePurpose: WhatsAppTemplatePurpose;

  /** When HR saved the template version used; null: the default text. */
  @Column({ type: 'datetime', nullable: true })
  templateSavedAt: Date | null;

  @Column({ type: 'text' })
  text: string;

  /** The admin's username at the time. */
  @Column({ type: 'varchar', length: 100 })
  contactedBy: string;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  contactedAt: Date;
}
