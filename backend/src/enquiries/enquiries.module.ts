import { Module } from '@nestjs/common';
import { RetentionModule } from '../retention/retention.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../accounts/auth.module';
import { MailModule } from '../mail/mail.module';
import { AdminEnquiriesController } from './admin-enquiries.controller';
import { ContactController } from './contact.controller';
import { EnquiriesService } from './enquiries.service';
import { EnquiryMails } from './enquiry-mails.service';
import { EnquiryRetention } from './enquiry-retention';
import { Enquiry } from './enquiry.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Enquiry]), MailModule, RetentionModule, AuthModule],
  controllers: [ContactController, AdminEnquiriesController],
  providers: [EnquiriesService, EnquiryMails, EnquiryRetention],
})
export class EnquiriesModule {}
