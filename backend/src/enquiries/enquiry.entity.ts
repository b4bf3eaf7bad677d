import { BeforeInsert, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, type EnquirySubject, type Language } from '@uaq/contract';

/**
 * A message sent from the contact page. The sender's address is deliberately not stored: it is
 * needed only for the rate limit, which keeps it in its own short-lived counter.
 * Matches migration 1790000001200-CreateEnquiries.
 */
@Entity('enquiries')
export class Enquiry {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 50 })
  subject: EnquirySubject;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean', default: false })
  handled: boolean;

  /** The language the visitor used (from `Accept-Language`): the e-mails to them follow it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @Index('IDX_enquiries_created_at')
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  // Set here, not by a database default, so both engines store the same UTC value.
  @BeforeInsert()
  protected stampCreation(): void {
    this.createdAt ??= new Date();
  }
}
