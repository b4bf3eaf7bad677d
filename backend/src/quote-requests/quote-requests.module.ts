import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminQuoteRequestsController } from './admin-quote-requests.controller';
import { DrawingStorage } from './drawing-storage';
import { QuoteRequestRecord } from './quote-request.entity';
import { QuoteRequestsController } from './quote-requests.controller';
import { QuoteRequestsService } from './quote-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([QuoteRequestRecord])],
  controllers: [QuoteRequestsController, AdminQuoteRequestsController],
  providers: [QuoteRequestsService, DrawingStorage],
})
export class QuoteRequestsModule {}
