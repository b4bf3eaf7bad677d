import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJobsModule } from '../platform/scheduled-jobs/scheduled-jobs.module';
import { ScheduledJobsService } from '../platform/scheduled-jobs/scheduled-jobs.service';
import { AdminCareersController } from './admin-careers.controller';
import { AdminJobScorecardCriteriaController } from './admin-job-scorecard-criteria.controller';
import { AdminJobScreeningController } from './admin-job-screening.controller';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { JobApplicationsLink } from './job-applications-link.service';
import { Job } from './job.entity';
import { JobClosingService } from './job-closing.service';
import { SampleJobsSeeder } from './sample-jobs.seeder';
import { ScorecardCriteriaService } from './scorecard-criteria.service';
import { ScorecardCriterion } from './scorecard-criterion.entity';
import { ScreeningQuestion } from './screening-question.entity';
import { ScreeningQuestionsService } from './screening-questions.service';

const HOUR_MS = 3600 * 1000;

@Module({
  imports: [TypeOrmModule.forFeature([Job, ScorecardCriterion, ScreeningQuestion]), ScheduledJobsModule],
  controllers: [
    CareersController,
    AdminCareersController,
    AdminJobScorecardCriteriaController,
    AdminJobScreeningController,
  ],
  providers: [
    CareersService,
    SampleJobsSeeder,
    JobClosingService,
    JobApplicationsLink,
    ScorecardCriteriaService,
    ScreeningQuestionsService,
  ],
  exports: [
    CareersService,
    JobApplicationsLink,
    ScorecardCriteriaService,
    ScreeningQuestionsService,
    TypeOrmModule,
  ],
})
export class CareersModule implements OnModuleInit {
  constructor(
    private readonly closing: JobClosingService,
    private readonly jobs: ScheduledJobsService,
  ) {}

  onModuleInit(): void {
    // Hourly: a job closes within the hour after its day ends; the public pages hide it at once.
    this.jobs.register({
      name: 'jobs-closing',
      everyMs: HOUR_MS,
      run: async () => {
        await this.closing.closePastJobs();
      },
    });
  }
}
