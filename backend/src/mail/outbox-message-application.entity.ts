import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { OutboxMessage } from './outbox-message.entity';

/**
 * Which applications an outbox message is about: the applicant's own mails, HR's notification, the
 * interview panel's (one each), a status-link mail (every application of the address). Erasing an
 * application takes the messages no other application is linked to. Migration 1796000028700.
 */
@Entity('outbox_message_applications')
@Index('IDX_outbox_message_applications_applicationId', ['applicationId'])
export class OutboxMessageApplication {
  @PrimaryColumn({ type: 'int' })
  messageId: number;

  @PrimaryColumn({ type: 'int' })
  applicationId: number;

  @ManyToOne(() => OutboxMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId', foreignKeyConstraintName: 'FK_outbox_message_applications_messageId' })
  message: Relation<OutboxMessage>;
}
