import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ScheduledJobRun } from './scheduled-job-run.entity';
import { ScheduledJobsService } from './scheduled-jobs.service';

/** Once-per-cluster background work: features register their jobs with ScheduledJobsService. */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduledJobRun])],
  providers: [ScheduledJobsService],
  exports: [ScheduledJobsService],
})
export class ScheduledJobsModule {}
