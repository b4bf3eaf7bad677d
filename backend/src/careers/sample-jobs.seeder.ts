import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import { Job } from './job.entity';
import { SAMPLE_JOBS } from './sample-jobs';

/** Outside production, an empty jobs table gets sample jobs so a newcomer sees a living site. */
@Injectable()
export class SampleJobsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(SampleJobsSeeder.name);

  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedSampleJobs || (await this.jobs.count()) > 0) return;
    // One by one, oldest first, so "newest first" lists them in the order written below.
    for (const job of [...SAMPLE_JOBS].reverse()) {
      await this.jobs.save(this.jobs.create(job));
    }
    this.logger.log(`Added ${SAMPLE_JOBS.length} sample jobs (SEED_SAMPLE_JOBS=false turns this off)`);
  }
}
