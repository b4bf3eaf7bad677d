import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A person across their applications: one per exact e-mail address (the contract's
 * normaliseEmailAddress, compared byte for byte: binary collation on MySQL, migration
 * 1796000035000), or, for an imported CV whose address could not be read, one per CV until HR
 * completes it. Name and phone are their newest application's; each application keeps its own copy
 * as it was sent.
 */
@Entity('candidates')
@Index('UQ_candidates_email', ['email'], { unique: true })
export class Candidate {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  /** As typed. */
  @Column({ type: 'varchar', length: 30, default: '' })
  phone: string;

  /** The phone in E.164, what the talent pool's search matches (the contract's phoneE164). */
  @Index('IDX_candidates_phoneE164')
  @Column({ type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

  /** When their newest application came in: the talent pool lists the most recent first. */
  @Column({ type: 'datetime' })
  lastAppliedAt: Date;

  @CreateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'datetime', precision: null, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt: Date;
}
