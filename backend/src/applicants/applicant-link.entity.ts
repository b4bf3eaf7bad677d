import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, type Language } from '@uaq/contract';

/** `status`: opens the applicant's status page; `email-change`: confirms a new address once. */
export type ApplicantLinkPurpose = 'status' | 'email-change';

/** A link mailed to an applicant. Only the token's SHA-256 is kept: the token itself is never stored. */
@Entity('applicant_links')
@Index('IDX_applicant_links_email', ['email', 'purpose'])
export class ApplicantLink {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 20 })
  purpose: ApplicantLinkPurpose;

  /** The applicant's address, as applications store it and compared byte for byte (migration 1796000028100). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** For `email-change`: the address to move the applications to once confirmed. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  newEmail: string | null;

  @Index('UQ_applicant_links_tokenHash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  /** Set when HR or the applicant turned the link off, the address changed, or it was used up. */
  @Column({ type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;
}
