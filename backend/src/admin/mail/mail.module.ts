import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConstantsModule } from '../../site/site-constants/site-constants.module';
import { AuthModule } from '../auth/auth.module';
import { AdminMailTemplatesController } from './admin-mail-templates.controller';
import { AdminOutboxController } from './admin-outbox.controller';
import { MailDelivery } from './mail-delivery';
import { MailNotificationsService } from './mail-notifications.service';
import { OutboxAttachment } from './outbox-attachment.entity';
import { MailTemplateRow } from './mail-template.entity';
import { MailTemplatesService } from './mail-templates.service';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';

/** E-mail through a transactional outbox: features queue messages, the worker delivers them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OutboxMessage, OutboxAttachment, MailTemplateRow]),
    SiteConstantsModule,
    // Staff e-mails are written in the language of the team member who reads the address.
    AuthModule,
  ],
  controllers: [AdminOutboxController, AdminMailTemplatesController],
  providers: [OutboxService, MailNotificationsService, MailTemplatesService, MailDelivery, OutboxWorker],
  exports: [MailNotificationsService, OutboxService],
})
export class MailModule {}
