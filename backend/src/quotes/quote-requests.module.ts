import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFilesModule } from '../platform/stored-files/stored-files.module';
import { MailModule } from '../mail/mail.module';
import { RetentionModule } from '../retention/retention.module';
import { AdminQuoteRequestsController } from './admin-quote-requests.controller';
import { DrawingStorage } from './drawing-storage';
import { QuoteRequestRecord } from './quote-request.entity';
import { QuoteRequestRetention } from './quote-request-retention';
import { QuoteRequestsController } from './quote-requests.controller';
import { QuoteRequestMails } from './quote-request-mails.service';
import { QuoteRequestsService } from './quote-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([QuoteRequestRecord]), MailModule, StoredFilesModule, RetentionModule],
  controllers: [QuoteRequestsController, AdminQuoteRequestsController],
  providers: [QuoteRequestsService, QuoteRequestMails, DrawingStorage, QuoteRequestRetention],
})
export class QuoteRequestsModule {}
