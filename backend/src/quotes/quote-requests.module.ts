import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFilesModule } from '../platform/stored-files/stored-files.module';
import { AuthModule } from '../accounts/auth.module';
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
  imports: [
    TypeOrmModule.forFeature([QuoteRequestRecord]),
    MailModule,
    StoredFilesModule,
    RetentionModule,
    // The office's e-mail is written in the language of the team member who reads its address.
    AuthModule,
  ],
  controllers: [QuoteRequestsController, AdminQuoteRequestsController],
  providers: [QuoteRequestsService, QuoteRequestMails, DrawingStorage, QuoteRequestRetention],
})
export class QuoteRequestsModule {}
