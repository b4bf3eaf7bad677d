import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { applicantStatusConfig } from '../../platform/config/applicant-status.config';
import { ScheduledJobsModule } from '../../platform/scheduled-jobs/scheduled-jobs.module';
import { ScheduledJobsService } from '../../platform/scheduled-jobs/scheduled-jobs.service';
import { SiteConstantsModule } from '../../site/site-constants/site-constants.module';
import { AdminMailTemplatesController } from './admin-mail-templates.controller';
import { AdminOutboxController } from './admin-outbox.controller';
import { MailDelivery } from './mail-delivery';
import { MailFiles } from './mail-files';
import { MailNotificationsService } from './mail-notifications.service';
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
 * E-mail through a transactional outbox: features queue messages, the worker delivers them, the
 * daily sent-mail purge deletes finished mail after SENT_MAIL_RETENTION_DAYS, and an application's
 * erasure takes its messages along (OutboxErasure).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage, OutboxAttachment, OutboxMessageApplication, MailTemplateRow]),
    // The preview of the confirmation states its status link's validity.
    ConfigModule.forFeature(applicantStatusConfig),
    SiteConstantsModule,
    ScheduledJobsModule,
  ],
  controllers: [AdminOutboxController, AdminMailTemplatesController],
  providers: [
    OutboxService,
    MailNotificationsService,
    MailTemplatesService,
    MailDelivery,
    MailFiles,
    OutboxWorker,
    OutboxErasure,
    SentMailPurge,
  ],
  exports: [MailNotificationsService, OutboxService, OutboxErasure],
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
