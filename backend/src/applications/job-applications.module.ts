import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../accounts/auth.module';
import { CareersModule } from '../careers/careers.module';
import { JobApplicationsLink } from '../careers/job-applications-link.service';
import { applicantStatusConfig } from '../platform/config/applicant-status.config';
import { StoredFilesModule } from '../platform/stored-files/stored-files.module';
import { MailModule } from '../mail/mail.module';
import { AdminApplicationBoardController } from './admin-application-board.controller';
import { AdminApplicationWhatsappController } from './admin-application-whatsapp.controller';
import { ApplicantApplicationsService } from './applicant-applications.service';
import { AdminApplicationGroupsController } from './admin-application-groups.controller';
import { AdminJobApplicationsController } from './admin-job-applications.controller';
import { AdminStatusMovesController } from './admin-status-moves.controller';
import { ApplicationStatusUndo } from './application-status-undo.service';
import { ApplicationActivity } from './application-activity.service';
import { ApplicationBoardService } from './application-board.service';
import { ApplicationErasure } from './application-erasure.service';
import { ApplicationMails } from './application-mails.service';
import { ApplicationResumes } from './application-resumes.service';
import { ApplicationGroupsService } from './application-groups';
import { ApplicationSourceCounts } from './application-source-counts.service';
import { ApplicationEmailChange } from './application-email-change.entity';
import { ApplicationMail } from './application-mail.entity';
import { ApplicationNote } from './application-note.entity';
import { ApplicationStatusChange } from './application-status-change.entity';
import { ApplicationPageRows } from './application-page-rows';
import { ApplicationTotals } from './application-totals';
import { ApplicationReferral } from './application-referral.entity';
import { ApplicationReferrals } from './application-referrals.service';
import { ApplicationWhatsApp } from './application-whatsapp.service';
import { ApplicationWhatsAppContact } from './application-whatsapp-contact.entity';
import { ApplicationExportSections } from './application-export-sections.service';
import { ApplicationsExportService } from './applications-export.service';
import { ApplicationSubmissionService } from './application-submission.service';
import { ApplicationsOfJobsService } from './applications-of-jobs.service';
import { JobApplication } from './job-application.entity';
import { JobApplicationsController } from './job-applications.controller';
import { JobApplicationsService } from './job-applications.service';
import { ResumeStorage } from './resume-storage';
import { StatusLinkIssuer } from './status-link-issuer.service';
import { CandidateApplications } from './candidate-applications.service';
import { CandidateLink } from './candidate-link.service';
import { HrApplicationsService } from './hr-applications.service';
import { ApplicationAnswer } from './application-answer.entity';
import { ScreeningAnswers } from './screening-answers.service';
import { ScreeningAnswersErasure } from './screening-answers-erasure.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      JobApplication,
      ApplicationStatusChange,
      ApplicationNote,
      ApplicationMail,
      ApplicationWhatsAppContact,
      ApplicationReferral,
      ApplicationEmailChange,
      ApplicationAnswer,
    ]),
    CareersModule,
    AuthModule,
    StoredFilesModule,
    MailModule,
    // HR's preview of the confirmation states its status link's validity.
    ConfigModule.forFeature(applicantStatusConfig),
  ],
  controllers: [
    JobApplicationsController,
    AdminJobApplicationsController,
    AdminApplicationGroupsController,
    AdminApplicationBoardController,
    AdminStatusMovesController,
    AdminApplicationWhatsappController,
  ],
  providers: [
    ApplicationSubmissionService,
    JobApplicationsService,
    ApplicationTotals,
    ApplicationPageRows,
    ApplicationGroupsService,
    ApplicationsExportService,
    ApplicationExportSections,
    ResumeStorage,
    ApplicationsOfJobsService,
    ApplicationSourceCounts,
    ApplicationBoardService,
    ApplicantApplicationsService,
    ApplicationActivity,
    ApplicationErasure,
    ApplicationMails,
    StatusLinkIssuer,
    ApplicationStatusUndo,
    ApplicationWhatsApp,
    ApplicationReferrals,
    CandidateLink,
    CandidateApplications,
    HrApplicationsService,
    ApplicationResumes,
    ScreeningAnswers,
    ScreeningAnswersErasure,
  ],
  exports: [
    // The interviewer's desk sends the resumes of the applications it interviews.
    ApplicationResumes,
    ApplicationReferrals,
    CandidateLink,
    CandidateApplications,
    HrApplicationsService,
    // HR's resume uploads on the candidates' routes (ResumeUpload) stage into it.
    ResumeStorage,
    ApplicationSourceCounts,
    // Interviews add their columns to the export.
    ApplicationExportSections,
    JobApplicationsService,
    ApplicantApplicationsService,
    ApplicationActivity,
    ApplicationErasure,
    StatusLinkIssuer,
    ScreeningAnswersErasure,
  ],
})
export class JobApplicationsModule implements OnModuleInit {
  constructor(
    private readonly link: JobApplicationsLink,
    private readonly applicationsOfJobs: ApplicationsOfJobsService,
    private readonly exportSections: ApplicationExportSections,
    private readonly screening: ScreeningAnswers,
  ) {}

  /** Careers asks this feature about its jobs' applications (counts, a job's removal). */
  onModuleInit(): void {
    this.link.connect(this.applicationsOfJobs);
    // The screening answers are the first columns after the application's own in the export.
    this.exportSections.add(this.screening);
  }
}
