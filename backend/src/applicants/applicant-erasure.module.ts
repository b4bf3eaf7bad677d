import { Module, type OnModuleInit } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { RetentionModule } from '../retention/retention.module';
import { ErasureRecordModule } from '../platform/erasure/erasure-record.module';
import { ApplicantLinksModule } from './applicant-links.module';
import { CandidatesModule } from '../candidates/candidates.module';
import { InterviewsModule } from '../interviews/interviews.module';
import { OffersModule } from '../offers/offers.module';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { AdminApplicationErasureController } from './admin-application-erasure.controller';
import { ApplicantErasure } from './applicant-erasure.service';
import { ApplicationRetention } from './application-retention';

/**
 * Applicant erasure: the one place an application is deleted (HR's delete, the retention purge,
 * the applicant's erasure request), with every feature that keeps a copy of the applicant's data.
 */
@Module({
  imports: [
    JobApplicationsModule,
    InterviewsModule,
    OffersModule,
    CandidatesModule,
    MailModule,
    ApplicantLinksModule,
    RetentionModule,
    ErasureRecordModule,
  ],
  controllers: [AdminApplicationErasureController],
  providers: [ApplicantErasure, ApplicationRetention],
  exports: [ApplicantErasure],
})
export class ApplicantErasureModule implements OnModuleInit {
  constructor(private readonly erasure: ApplicantErasure) {}

  /**
   * Replays the record of erasures once the migrations have run and every module is built, before
   * the server listens and before the outbox worker and the scheduled jobs start (they start at
   * bootstrap, after every module's init): nothing a restore brought back is served or mailed.
   */
  async onModuleInit(): Promise<void> {
    await this.erasure.replay();
  }
}
