import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity';

/**
 * A file sent with an outbox message: text in `content` (an .ics invitation), or bytes in `data`
 * (an offer letter's PDF; `content` is then empty). A `text/calendar` one goes out as an iMIP
 * calendar part (RFC 6047), which Outlook and Gmail show as an invitation with answer buttons.
 * Matches migrations 1796000025200-Interviews and 1796000036300-Offers.
 */
@Entity('outbox_attachments')
@Index('IDX_outbox_attachments_messageId', ['messageId'])
export class OutboxAttachment {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'int' })
  messageId: number;

  @ManyToOne(() => OutboxMessage, (message) => message.attachments, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId', foreignKeyConstraintName: 'FK_outbox_attachments_messageId' })
  message: Relation<OutboxMessage>;

  @Column({ type: 'varchar', length: 200 })
  filename: string;

  /** With its parameters, e.g. `text/calendar; method=REQUEST`. */
  @Column({ type: 'varchar', length: 200 })
  contentType: string;

  @Column({ type: 'text' })
  content: string;

  /** MEDIUMBLOB on MySQL (a BLOB's 64 kB would not hold a letter). */
  @Column({ type: 'blob', nullable: true })
  data: Buffer | null;
}
