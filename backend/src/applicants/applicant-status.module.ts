import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { ApplicantErasureModule } from './applicant-erasure.module';
import { ApplicantLinksModule } from './applicant-links.module';
import { RetentionModule } from '../retention/retention.module';
import { applicantStatusConfig } from '../platform/config/applicant-status.config';
import { CandidatesModule } from '../candidates/candidates.module';
import { InterviewsModule } from '../interviews/interviews.module';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { MailModule } from '../mail/mail.module';
import { ScheduledJobsModule } from '../platform/scheduled-jobs/scheduled-jobs.module';
import { ScheduledJobsService } from '../platform/scheduled-jobs/scheduled-jobs.service';
import { AdminApplicantLinksController } from './admin-applicant-links.controller';
import { ApplicantStatusMails } from './applicant-status-mails.service';
import { ApplicantStatusController } from './applicant-status.controller';
import { ApplicantStatusService } from './applicant-status.service';

/** Erasure requests are looked at every hour: a request is executed within an hour of its due time. */
const ERASURE_CHECK_MS = 60 * 60 * 1000;

/** The applicant's status page: the page's API, HR's revocation, the erasure job. */
@Module({
  imports: [
    ConfigModule.forFeature(applicantStatusConfig),
    ApplicantLinksModule,
    JobApplicationsModule,
    MailModule,
    ScheduledJobsModule,
    InterviewsModule,
    CandidatesModule,
    ApplicantErasureModule,
    RetentionModule,
  ],
  controllers: [ApplicantStatusController, AdminApplicantLinksController],
  providers: [ApplicantStatusService, ApplicantStatusMails],
})
export class ApplicantStatusModule implements OnModuleInit {
  constructor(
    private readonly jobs: ScheduledJobsService,
    private readonly applicantStatus: ApplicantStatusService,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'applicant-erasure',
      everyMs: ERASURE_CHECK_MS,
      run: async () => {
        await this.applicantStatus.eraseOverdue();
      },
    });
  }
}
