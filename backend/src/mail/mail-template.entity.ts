import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language, MailTemplatePurpose } from '@uaq/contract';

/** HR's version of one template in one language; without a row, the default applies. */
@Entity('mail_templates')
@Index('UQ_mail_templates_purpose_language', ['purpose', 'language'], { unique: true })
export class MailTemplateRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: MailTemplatePurpose;

  @Column({ type: 'varchar', length: 5 })
  language: Language;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  /** The admin's username at the time. */
  @Column({ type: 'varchar', length: 100 })
  updatedBy: string;

  @UpdateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt: Date;
}
