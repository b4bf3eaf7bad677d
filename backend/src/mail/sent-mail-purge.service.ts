import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { Clock } from '../platform/common/clock/clock';
import { mailConfig } from '../platform/config/mail.config';
import { MailFiles } from './mail-files';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';

/** Messages deleted per transaction. */
const BATCH = 200;
const DAY_MS = 24 * 3600 * 1000;

/**
 * Sent mail is kept SENT_MAIL_RETENTION_DAYS (90), then deleted with its attachments and .eml file:
 * finished messages (sent, or failed for good) whose last attempt is older than that. Pending mail
 * is never touched. The daily `sent-mail-purge` job (once per cluster) runs it, then removes the
 * mail folder's files whose message is gone (erased, purged, or lost in a crash).
 */
@Injectable()
export class SentMailPurge {
  private readonly logger = new Logger('Mail');

  constructor(
    @InjectRepository(OutboxMessage) private readonly messages: Repository<OutboxMessage>,
    private readonly outbox: OutboxService,
    private readonly files: MailFiles,
    private readonly clock: Clock,
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
  ) {}

  async run(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.config.sentMailRetentionDays * DAY_MS);
    let purged = 0;
    for (;;) {
      const due = await this.messages.find({
        select: { id: true },
        where: { status: In(['sent', 'failed']), updatedAt: LessThan(before) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (due.length === 0) break;
      const gone = await this.messages.manager.transaction((manager) =>
        this.outbox.deleteWithin(
          manager,
          due.map((message) => message.id),
        ),
      );
      await this.files.remove(gone);
      purged += gone.length;
      if (due.length < BATCH) break;
    }
    const swept = await this.files.sweep((ids) => this.outbox.existing(ids));
    if (purged + swept > 0)
      this.logger.log(
        `Sent-mail purge: ${purged} message(s) older than ${this.config.sentMailRetentionDays} days, ${swept} orphaned mail file(s)`,
      );
    return purged;
  }
}
