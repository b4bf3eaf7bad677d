import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJobsModule } from '../platform/scheduled-jobs/scheduled-jobs.module';
import { ScheduledJobsService } from '../platform/scheduled-jobs/scheduled-jobs.service';
import { AdminMailTemplatesController } from './admin-mail-templates.controller';
import { AdminOutboxController } from './admin-outbox.controller';
import { MailDelivery } from './mail-delivery';
import { MailFiles } from './mail-files';
import { MailSender } from './mail-sender.service';
import { OutboxAttachment } from './outbox-attachment.entity';
import { MailTemplateRow } from './mail-template.entity';
import { MailTemplatesService } from './mail-templates.service';
import { OutboxErasure } from './outbox-erasure.service';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxMessageApplication } from './outbox-message-application.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';
import { SentMailPurge } from './sent-mail-purge.service';

const DAY_MS = 24 * 3600 * 1000;

/**
 * E-mail through a transactional outbox. Features compose their own messages (from HR's templates
 * through MailTemplatesService, or in code with the common frame of mail-templates.ts) and queue
 * them in their own transaction (OutboxService); the worker delivers them, the daily sent-mail purge
 * deletes finished mail after SENT_MAIL_RETENTION_DAYS, and an application's erasure takes its
 * messages along (OutboxErasure). Mail imports no feature: site-constants hands in the sender
 * (MailSender).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage, OutboxAttachment, OutboxMessageApplication, MailTemplateRow]),
    ScheduledJobsModule,
  ],
  controllers: [AdminOutboxController, AdminMailTemplatesController],
  providers: [
    OutboxService,
    MailSender,
    MailTemplatesService,
    MailDelivery,
    MailFiles,
    OutboxWorker,
    OutboxErasure,
    SentMailPurge,
  ],
  exports: [OutboxService, MailSender, MailTemplatesService, OutboxErasure],
})
export class MailModule implements OnModuleInit {
  constructor(
    private readonly jobs: ScheduledJobsService,
    private readonly purge: SentMailPurge,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'sent-mail-purge',
      everyMs: DAY_MS,
      run: () => this.purge.run().then(() => undefined),
    });
  }
}
