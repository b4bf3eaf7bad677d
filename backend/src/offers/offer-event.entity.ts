import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OfferEventKind } from '@uaq/contract';
import { OfferRecord } from './offer.entity';

/** One step of an offer, for the application's history: what, who (or `applicant`), when. */
@Entity('offer_events')
@Index('IDX_offer_events_offerId', ['offerId'])
export class OfferEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  offerId: number;

  @ManyToOne(() => OfferRecord, (offer) => offer.events, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'offerId', foreignKeyConstraintName: 'FK_offer_events_offerId' })
  offer: Relation<OfferRecord>;

  @Column({ type: 'varchar', length: 20 })
  kind: OfferEventKind;

  @Column({ type: 'varchar', length: 100 })
  actor: string;

  @Column({ type: 'datetime', precision: 3 })
  at: Date;
}
