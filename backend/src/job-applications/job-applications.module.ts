import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CareersModule } from '../careers/careers.module';
import { StoredFilesModule } from '../stored-files/stored-files.module';
import { MailModule } from '../mail/mail.module';
import { AdminJobApplicationsController } from './admin-job-applications.controller';
import { ApplicationStatusChange } from './application-status-change.entity';
import { ApplicationSubmissionService } from './application-submission.service';
import { JobApplication } from './job-application.entity';
import { JobApplicationsController } from './job-applications.controller';
import { JobApplicationsService } from './job-applications.service';
import { ResumeStorage } from './resume-storage';

@Module({
  imports: [
    TypeOrmModule.forFeature([JobApplication, ApplicationStatusChange]),
    CareersModule,
    AuthModule,
    StoredFilesModule,
    MailModule,
  ],
  controllers: [JobApplicationsController, AdminJobApplicationsController],
  providers: [ApplicationSubmissionService, JobApplicationsService, ResumeStorage],
})
export class JobApplicationsModule {}
