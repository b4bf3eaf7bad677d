import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConstantsModule } from '../site-constants/site-constants.module';
import { AdminOutboxController } from './admin-outbox.controller';
import { MailDelivery } from './mail-delivery';
import { MailNotificationsService } from './mail-notifications.service';
import { OutboxAttachment } from './outbox-attachment.entity';
import { OutboxMessage } from './outbox-message.entity';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox-worker';

/** E-mail through a transactional outbox: features queue messages, the worker delivers them. */
@Module({
  imports: [TypeOrmModule.forFeature([OutboxMessage, OutboxAttachment]), SiteConstantsModule],
  controllers: [AdminOutboxController],
  providers: [OutboxService, MailNotificationsService, MailDelivery, OutboxWorker],
  exports: [MailNotificationsService, OutboxService],
})
export class MailModule {}
