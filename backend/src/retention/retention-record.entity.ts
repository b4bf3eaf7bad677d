import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RetentionSubject } from '@uaq/contract';

/**
 * Retention's own state of one application, enquiry or quote request: marked for deletion (and
 * when the purge takes it), kept by HR, on legal hold. Records with no row have never been touched
 * by retention. The row goes with its record when the record is purged.
 */
@Entity('retention_records')
@Index('IDX_retention_records_subject_purge_on', ['subject', 'purgeOn'])
@Index('IDX_retention_records_subject_held_at', ['subject', 'heldAt'])
export class RetentionRecord {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  subject: RetentionSubject;

  @PrimaryColumn({ name: 'item_id', type: 'int' })
  itemId: number;

  @Column({ name: 'marked_at', type: 'datetime', nullable: true })
  markedAt: Date | null;

  /** marked_at + the quarantine; null while not marked. */
  @Column({ name: 'purge_on', type: 'datetime', nullable: true })
  purgeOn: Date | null;

  /** HR's last "keep": counts as activity, so the record is not marked again before a full period. */
  @Column({ name: 'kept_at', type: 'datetime', nullable: true })
  keptAt: Date | null;

  @Column({ name: 'held_at', type: 'datetime', nullable: true })
  heldAt: Date | null;

  /** The admin's username at the time. */
  @Column({ name: 'held_by', type: 'varchar', length: 100, nullable: true })
  heldBy: string | null;

  @Column({ name: 'hold_reason', type: 'varchar', length: 500, nullable: true })
  holdReason: string | null;
}
