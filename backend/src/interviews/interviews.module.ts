import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../accounts/auth.module';
import { JobApplicationsModule } from '../applications/job-applications.module';
import { CareersModule } from '../careers/careers.module';
import { MailModule } from '../mail/mail.module';
import { AdminInterviewsController } from './admin-interviews.controller';
import { AdminMyInterviewsController } from './admin-my-interviews.controller';
import { InterviewAnswerLinks } from './interview-answer-link';
import { InterviewAnswersController } from './interview-answers.controller';
import { InterviewErasure } from './interview-erasure.service';
import { InterviewEvent } from './interview-event.entity';
import { InterviewExportSection } from './interview-export.service';
import { InterviewInterviewer } from './interview-interviewer.entity';
import { InterviewScorecard } from './interview-scorecard.entity';
import { InterviewerDesk } from './interviewer-desk.service';
import { ScorecardErasure } from './scorecard-erasure.service';
import { ScorecardsService } from './scorecards.service';
import { Interview } from './interview.entity';
import { InterviewsService } from './interviews.service';

/**
 * Interviews of applications, their invitations (.ics), the applicant's answer, scorecards, and the
 * interviewer's desk.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Interview, InterviewInterviewer, InterviewEvent, InterviewScorecard]),
    AuthModule,
    CareersModule,
    JobApplicationsModule,
    MailModule,
  ],
  controllers: [AdminInterviewsController, AdminMyInterviewsController, InterviewAnswersController],
  providers: [
    InterviewsService,
    InterviewAnswerLinks,
    InterviewErasure,
    InterviewExportSection,
    ScorecardsService,
    ScorecardErasure,
    InterviewerDesk,
  ],
  // upcomingInterviewsFor(): the applicant's status page lists what is to come.
  exports: [InterviewsService, InterviewErasure, ScorecardErasure],
})
export class InterviewsModule {}
