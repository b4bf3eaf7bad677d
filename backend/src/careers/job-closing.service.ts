import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { dubaiDay } from '@uaq/contract';
import { PublicReadCache } from '../common/cache/public-read-cache';
import { Clock } from '../common/clock/clock';
import { hiringConfig, type HiringConfig } from '../config/hiring.config';
import { Job } from './job.entity';

/**
 * Closes the jobs whose closing day is over (Asia/Dubai), every JOB_CLOSING_CHECK_SECONDS on each
 * server. One idempotent UPDATE, so N replicas running it at once do no harm: the second finds
 * nothing left. The public pages already hide such jobs by date; this makes HR's status say so.
 * When the once-per-cluster scheduler (issue 23) lands, `closePastJobs` becomes one of its jobs and
 * the interval here goes.
 */
@Injectable()
export class JobClosingService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobClosingService.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly cache: PublicReadCache,
    private readonly clock: Clock,
    @Inject(hiringConfig.KEY) private readonly config: HiringConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.run(), this.config.jobClosingCheckMs);
    this.timer.unref();
    void this.run();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Marks every open job past its closing day closed; returns how many this run closed. */
  async closePastJobs(): Promise<number> {
    const today = dubaiDay(this.clock.now());
    const result = await this.jobs
      .createQueryBuilder()
      .update(Job)
      .set({ status: 'closed' })
      .where('status = :active', { active: 'active' })
      .andWhere('closesOn IS NOT NULL')
      .andWhere('closesOn < :today', { today })
      .execute();
    const closed = result.affected ?? 0;
    if (closed > 0) this.cache.invalidate('careers:');
    return closed;
  }

  /** A failed run (database away) is logged and tried again at the next one, never fatal. */
  private async run(): Promise<void> {
    try {
      const closed = await this.closePastJobs();
      if (closed > 0) this.logger.log(`Jobs closed after their closing day: ${closed}`);
    } catch (error) {
      this.logger.error(`Closing jobs past their closing day failed: ${(error as Error).message}`);
    }
  }
}
