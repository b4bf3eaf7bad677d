import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type EntityManager, type Repository } from 'typeorm';
import { mailConfig } from '../platform/config/mail.config';
import { ConflictError, NotFoundError } from '../platform/common/errors/app-error';
import { Paged } from '../platform/common/http/paged';
import { pageWindow } from '../platform/common/paging/page-query.dto';
import {
  MESSAGE_CODES,
  type OutboxMessageDetail,
  type OutboxMessageSummary,
  type OutboxStatus,
} from '@uaq/contract';
import { MetricsService } from '../platform/metrics/metrics.service';
import type { ComposedMail } from './mail-templates';
import { OutboxAttachment } from './outbox-attachment.entity';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxMessageApplication } from './outbox-message-application.entity';
import type { MailFileOf } from './mail-files';

export interface OutboxQuery {
  page?: number;
  pageSize?: number;
  status?: OutboxStatus;
}

/** The outbox table: messages are written with the caller's transaction, read and retried by HR. */
@Injectable()
export class OutboxService implements OnModuleInit {
  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    private readonly metrics: MetricsService,
  ) {}

  /** What operators alert on: mail piling up, or one message waiting far too long. */
  onModuleInit(): void {
    this.metrics.gauge('outbox_messages', 'Outbox messages, by status', ['status'], async () => {
      const rows = await this.messages
        .createQueryBuilder('message')
        .select('message.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .groupBy('message.status')
        .getRawMany<{ status: string; count: string | number }>();
      return rows.map((row) => ({ labels: { status: row.status }, value: Number(row.count) }));
    });
    this.metrics.gauge(
      'outbox_oldest_pending_age_seconds',
      'Age of the oldest pending outbox message',
      [],
      async () => {
        const oldest = await this.messages.findOne({
          select: { id: true, createdAt: true },
          where: { status: 'pending' },
          order: { createdAt: 'ASC', id: 'ASC' },
        });
        return [{ labels: {}, value: oldest ? (Date.now() - oldest.createdAt.getTime()) / 1000 : 0 }];
      },
    );
  }

  /** Queues messages inside `manager`'s transaction: they exist exactly when their cause is committed. */
  async enqueue(manager: EntityManager, mails: ComposedMail[]): Promise<void> {
    if (mails.length === 0) return;
    const now = new Date();
    const rows = mails.map((mail) => ({
      template: mail.template,
      language: mail.language,
      recipient: mail.recipient,
      recipientName: mail.recipientName,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      status: 'pending' as const,
      attempts: 0,
      lastError: null,
      nextAttemptAt: now,
      giveUpAt: new Date(now.getTime() + this.config.giveUpAfterMs),
      claimedBy: null,
      claimExpiresAt: null,
      sentAt: null,
      createdAt: now,
      updatedAt: now,
    }));
    // One insert for the plain ones; one each for those with attachments or applications, which
    // need the new id (a multi-row insert's ids are not reliably consecutive on MySQL).
    const needsId = (mail: ComposedMail) => Boolean(mail.attachments?.length || mail.applicationIds?.length);
    const plain = rows.filter((_row, index) => !needsId(mails[index]));
    if (plain.length > 0) await manager.insert(OutboxMessage, plain);
    const links: OutboxMessageApplication[] = [];
    for (const [index, mail] of mails.entries()) {
      if (!needsId(mail)) continue;
      const { identifiers } = await manager.insert(OutboxMessage, rows[index]);
      const messageId = Number(identifiers[0].id);
      if (mail.attachments?.length) {
        await manager.insert(
          OutboxAttachment,
          mail.attachments.map(({ filename, contentType, content }) => ({
            messageId,
            filename,
            contentType,
            ...(typeof content === 'string' ? { content, data: null } : { content: '', data: content }),
          })),
        );
      }
      for (const applicationId of new Set(mail.applicationIds))
        links.push(manager.create(OutboxMessageApplication, { messageId, applicationId }));
    }
    if (links.length > 0) await manager.insert(OutboxMessageApplication, links);
  }

  /**
   * Deletes messages with their attachments and links, in the caller's transaction; returns what
   * names their .eml files (removed by MailFiles once the caller has committed).
   */
  async deleteWithin(manager: EntityManager, ids: number[]): Promise<MailFileOf[]> {
    if (ids.length === 0) return [];
    const messages = await manager.find(OutboxMessage, {
      select: { id: true, template: true },
      where: { id: In(ids) },
    });
    await manager.delete(OutboxAttachment, { messageId: In(ids) });
    await manager.delete(OutboxMessageApplication, { messageId: In(ids) });
    await manager.delete(OutboxMessage, { id: In(ids) });
    return messages.map(({ id, template }) => ({ id, template }));
  }

  /** Those of `ids` still in the outbox. */
  async existing(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.messages.find({ select: { id: true }, where: { id: In(ids) } });
    return new Set(rows.map((row) => row.id));
  }

  /** Newest first, one page at a time. */
  async list(query: OutboxQuery): Promise<Paged<OutboxMessageSummary>> {
    const { page, pageSize, offset } = pageWindow(query);
    const [rows, total] = await this.messages.findAndCount({
      where: query.status ? { status: query.status } : {},
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: pageSize,
    });
    return new Paged(rows.map(toSummary), { page, pageSize, total });
  }

  /** One message with its plain text (HR checks what was sent). */
  async detail(id: number): Promise<OutboxMessageDetail> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundError(MESSAGE_CODES.outbox.notFound);
    return { ...toSummary(message), text: message.textBody };
  }

  /** A failed message gets a fresh retry window and is due at once. */
  async retry(id: number): Promise<OutboxMessageSummary> {
    const now = new Date();
    const { affected } = await this.messages
      .createQueryBuilder()
      .update(OutboxMessage)
      .set({
        status: 'pending',
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + this.config.giveUpAfterMs),
        updatedAt: now,
      })
      .where('id = :id AND status = :failed', { id, failed: 'failed' })
      .execute();
    const message = await this.messages.findOneBy({ id });
    if (!message) throw new NotFoundError(MESSAGE_CODES.outbox.notFound);
    if (!affected) throw new ConflictError(MESSAGE_CODES.outbox.notFailed);
    return toSummary(message);
  }
}

function toSummary(message: OutboxMessage): OutboxMessageSummary {
  return {
    id: message.id,
    template: message.template,
    language: message.language,
    recipient: message.recipient,
    subject: message.subject,
    status: message.status,
    attempts: message.attempts,
    lastError: message.lastError,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    nextAttemptAt: message.status === 'pending' ? message.nextAttemptAt.toISOString() : null,
    sentAt: message.sentAt ? message.sentAt.toISOString() : null,
  };
}
