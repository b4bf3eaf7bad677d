import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { dubaiDay } from '@uaq/contract';
import { PublicReadCache } from '../platform/common/cache/public-read-cache';
import { Clock } from '../platform/common/clock/clock';
import { Job } from './job.entity';

/**
 * Closes the jobs whose closing day is over (Asia/Dubai): the hourly `jobs-closing` scheduled job
 * (CareersModule), run by one server per hour. One idempotent UPDATE, so a second run (a late
 * replica, a retry) finds nothing left. The public pages already hide such jobs by date; this makes
 * HR's status say so.
 */
@Injectable()
export class JobClosingService {
  private readonly logger = new Logger(JobClosingService.name);

  constructor(
    @InjectRepository(Job) private readonly jobs: Repository<Job>,
    private readonly cache: PublicReadCache,
    private readonly clock: Clock,
  ) {}

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
    if (closed > 0) {
      this.cache.invalidate('careers:');
      this.logger.log(`Jobs closed after their closing day: ${closed}`);
    }
    return closed;
  }
}
