import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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

/**
 * E-mail through a transactional outbox: features queue messages, the worker delivers them, and an
 * application's erasure takes its messages along (OutboxErasure).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage, OutboxAttachment, OutboxMessageApplication, MailTemplateRow]),
    SiteConstantsModule,
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
  ],
  exports: [MailNotificationsService, OutboxService, OutboxErasure],
})
export class MailModule {}
