import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OfferAllowance, OfferAnswer, OfferStatus, WorkPattern } from '@uaq/contract';
import type { OfferEvent } from './offer-event.entity';

/** The statuses an offer is stored with (`expired` is read, never stored). */
export type StoredOfferStatus = Exclude<OfferStatus, 'expired'>;

/**
 * An offer of employment made on an application. Amounts are monthly, in whole dirhams. The
 * letters as sent are stored files (OfferLetterStorage), named here. The application's row is
 * removed with it (FK ON DELETE CASCADE; erasure deletes it first). Migration 1796000036300.
 */
@Entity('offers')
@Index('IDX_offers_applicationId', ['applicationId'])
@Index('IDX_offers_status', ['status', 'id'])
export class OfferRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  applicationId: number;

  @Column({ type: 'varchar', length: 12 })
  status: StoredOfferStatus;

  @Column({ type: 'varchar', length: 150 })
  position: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  positionAr: string | null;

  @Column({ type: 'varchar', length: 10 })
  startDate: string;

  @Column({ type: 'varchar', length: 20 })
  workPattern: WorkPattern;

  @Column({ type: 'int' })
  contractMonths: number;

  @Column({ type: 'int' })
  probationMonths: number;

  @Column({ type: 'int' })
  basicSalary: number;

  @Column({ type: 'int', default: 0 })
  housingAllowance: number;

  @Column({ type: 'int', default: 0 })
  transportAllowance: number;

  @Column({ type: 'simple-json' })
  otherAllowances: OfferAllowance[];

  /** The last valid day (YYYY-MM-DD): the offer expires at the end of it in the UAE. */
  @Column({ type: 'varchar', length: 10 })
  expiresOn: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'varchar', length: 100 })
  draftedBy: string;

  /** Who wrote its terms last (the drafter, or whoever edited it): HR never approves its own terms. */
  @Column({ type: 'varchar', length: 100 })
  changedBy: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  approvedBy: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  approvedAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  sentBy: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  answer: OfferAnswer | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  letterEnStorageName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  letterArStorageName: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  // Named, not imported: the child's file imports this one (dependencies point one way).
  @OneToMany('OfferEvent', (event: OfferEvent) => event.offer)
  events: Relation<OfferEvent>[];
}
