import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJobRun } from './scheduled-job-run.entity';
import { ScheduledJobsService } from './scheduled-jobs.service';
import { SchedulerClock } from './scheduler-clock';

/** Once-per-cluster background work: features register their jobs with ScheduledJobsService. */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduledJobRun])],
  providers: [ScheduledJobsService, SchedulerClock],
  exports: [ScheduledJobsService],
})
export class ScheduledJobsModule {}
