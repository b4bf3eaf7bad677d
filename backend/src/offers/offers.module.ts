import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../accounts/auth.module';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { MailModule } from '../mail/mail.module';
import { StoredFilesModule } from '../platform/stored-files/stored-files.module';
import { AdminOffersController } from './admin-offers.controller';
import { AdminPreEmploymentChecksController } from './admin-pre-employment-checks.controller';
import { OfferAnswerLinks } from './offer-answer-link';
import { OfferAnswersController } from './offer-answers.controller';
import { OfferAnswers } from './offer-answers.service';
import { OfferErasure } from './offer-erasure.service';
import { OfferEvent } from './offer-event.entity';
import { OfferLetterStorage } from './offer-letter-storage';
import { OfferRecord } from './offer.entity';
import { OffersService } from './offers.service';
import { PreEmploymentCheckRecord } from './pre-employment-check.entity';
import { PreEmploymentChecks } from './pre-employment-checks.service';
import { PreEmploymentDocumentStorage } from './pre-employment-document-storage';

/** Offers of employment (letters in English and Arabic, the applicant's answer) and the pre-employment checklist. */
@Module({
  imports: [
    TypeOrmModule.forFeature([OfferRecord, OfferEvent, PreEmploymentCheckRecord]),
    AuthModule,
    JobApplicationsModule,
    MailModule,
    StoredFilesModule,
  ],
  controllers: [AdminOffersController, AdminPreEmploymentChecksController, OfferAnswersController],
  providers: [
    OffersService,
    OfferAnswers,
    OfferAnswerLinks,
    OfferLetterStorage,
    PreEmploymentChecks,
    PreEmploymentDocumentStorage,
    OfferErasure,
  ],
  // The applicant erasure erases every copy, offers' included.
  exports: [OfferErasure],
})
export class OffersModule {}
