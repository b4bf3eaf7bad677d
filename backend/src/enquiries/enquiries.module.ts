import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { ContactController } from './contact.controller';
import { EnquiriesService } from './enquiries.service';
import { Enquiry } from './enquiry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Enquiry]), MailModule],
  controllers: [ContactController, AdminEnquiriesController],
  providers: [EnquiriesService],
})
export class EnquiriesModule {}
