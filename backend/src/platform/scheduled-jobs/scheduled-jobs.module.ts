import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MetricsService } from '../metrics/metrics.service';
import { ScheduledJobRun } from './scheduled-job-run.entity';
import { ScheduledJobsService } from './scheduled-jobs.service';

/** Once-per-cluster background work: features register their jobs with ScheduledJobsService. */
@Module({
  imports: [TypeOrmModule.forFeature([ScheduledJobRun])],
  providers: [ScheduledJobsService],
  exports: [ScheduledJobsService],
})
export class ScheduledJobsModule implements OnModuleInit {
  constructor(
    private readonly jobs: ScheduledJobsService,
    private readonly metrics: MetricsService,
  ) {}

  /** Each job's last success and failure (cluster-wide) and its period, so one alert rule fits all. */
  onModuleInit(): void {
    const lastFinished = (outcome: 'done' | 'failed') => async () =>
      (await this.jobs.lastFinished())
        .filter((row) => row.outcome === outcome)
        .map(({ job, at }) => ({ labels: { job }, value: at.getTime() / 1000 }));
    this.metrics.gauge(
      'scheduled_job_last_success_timestamp_seconds',
      'When each scheduled job last finished successfully, on any server (Unix time)',
      ['job'],
      lastFinished('done'),
    );
    this.metrics.gauge(
      'scheduled_job_last_failure_timestamp_seconds',
      'When each scheduled job last failed, on any server (Unix time)',
      ['job'],
      lastFinished('failed'),
    );
    this.metrics.gauge('scheduled_job_period_seconds', 'How often each scheduled job runs', ['job'], () =>
      this.jobs.periods().map(({ job, seconds }) => ({ labels: { job }, value: seconds })),
    );
  }
}
