import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StoredFilesModule } from '../stored-files/stored-files.module';
import { MailModule } from '../mail/mail.module';
import { AdminQuoteRequestsController } from './admin-quote-requests.controller';
import { DrawingStorage } from './drawing-storage';
import { QuoteRequestRecord } from './quote-request.entity';
import { QuoteRequestsController } from './quote-requests.controller';
import { QuoteRequestsService } from './quote-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([QuoteRequestRecord]), MailModule, StoredFilesModule],
  controllers: [QuoteRequestsController, AdminQuoteRequestsController],
  providers: [QuoteRequestsService, DrawingStorage],
})
export class QuoteRequestsModule {}
