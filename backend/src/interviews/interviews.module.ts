import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../accounts/auth.module';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { MailModule } from '../mail/mail.module';
import { AdminInterviewsController } from './admin-interviews.controller';
import { InterviewAnswerLinks } from './interview-answer-link';
import { InterviewAnswersController } from './interview-answers.controller';
import { InterviewErasure } from './interview-erasure.service';
import { InterviewEvent } from './interview-event.entity';
import { InterviewExportSection } from './interview-export.service';
import { InterviewInterviewer } from './interview-interviewer.entity';
import { Interview } from './interview.entity';
import { InterviewsService } from './interviews.service';

/** Interviews of applications, their invitations (.ics), the applicant's answer and scorecards. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Interview, InterviewInterviewer, InterviewEvent]),
    AuthModule,
    JobApplicationsModule,
    MailModule,
  ],
  controllers: [AdminInterviewsController, InterviewAnswersController],
  providers: [InterviewsService, InterviewAnswerLinks, InterviewErasure, InterviewExportSection],
  // upcomingInterviewsFor(): the applicant's status page lists what is to come.
  exports: [InterviewsService, InterviewErasure],
})
export class InterviewsModule {}
