import { Column, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OutboxStatus } from '@uaq/contract';
import type { MailLanguage } from './mail-texts';
import type { OutboxAttachment } from './outbox-attachment.entity';

/**
 * One e-mail waiting to go out, already rendered. Written in the same transaction as what caused
 * it (an application, an enquiry, a status change), so a rolled-back cause sends nothing and a
 * committed one is never forgotten. Times are set by the application (UTC), never by the database.
 * Matches migration 1795392000300-CreateOutboxMessages.
 */
@Entity('outbox_messages')
@Index('IDX_outbox_messages_due', ['status', 'nextAttemptAt'])
@Index('IDX_outbox_messages_claimedBy', ['claimedBy'])
// The sent-mail purge: finished (sent or failed) messages by age of their last attempt.
@Index('IDX_outbox_messages_finished', ['status', 'updatedAt'])
export class OutboxMessage {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 40 })
  template: string;

  @Column({ type: 'varchar', length: 8 })
  language: MailLanguage;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  recipientName: string | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  @Column({ type: 'varchar', length: 10 })
  status: OutboxStatus;

  @Column({ type: 'int' })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', precision: 3 })
  nextAttemptAt: Date;

  /** Failed attempts stop after this; HR's "Retry now" moves it a retry window ahead. */
  @Column({ type: 'datetime', precision: 3 })
  giveUpAt: Date;

  /** The claim (one worker round) currently delivering it; cleared once the attempt is recorded. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  claimedBy: string | null;

  /** A claim older than this belonged to a worker that stopped: another one may take the message. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  claimExpiresAt: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  sentAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  /** Loaded by the worker when it delivers the message (most messages have none). */
  // Named, not imported: the child's file imports this one (dependencies point one way).
  @OneToMany('OutboxAttachment', (attachment: OutboxAttachment) => attachment.message)
  attachments?: Relation<OutboxAttachment>[];
}
