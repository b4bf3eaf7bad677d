import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { LessThan, Repository } from 'typeorm';
import { isUniqueViolation } from '../database/unique-violation';
import { ScheduledJobRun } from './scheduled-job-run.entity';
import { Clock } from '../common/clock/clock';
import { asScheduledJob } from './scheduled-job-context';

/** Work that must happen once per period across all servers (sweeps, closing jobs, retention). */
export interface ScheduledJob {
  /** Stable and unique, in business words (`stored-files-sweep`); at most 80 characters. */
  readonly name: string;
  /**
   * The period's length. Periods are aligned to the Unix epoch in UTC: a day runs from 00:00 UTC,
   * an hour from :00. The job runs once in each period, on whichever server takes it first.
   */
  readonly everyMs: number;
  /** The work itself. A failure is logged and recorded; the job runs again in the next period. */
  run(period: { start: Date; end: Date }): Promise<void>;
}

/** How often each server looks for due jobs: periods are hours or days, a minute late is fine. */
const TICK_MS = 60_000;
/** Lease rows kept per job, for operators to see the last runs. */
const PERIODS_KEPT = 10;

/**
 * Runs registered jobs once per period across the cluster. Each server ticks; for each job whose
 * current period it has not seen, it inserts the (job, period) lease row: the primary key lets one
 * insert win on every engine, and only that server runs the job. A server that dies mid-run leaves
 * the period's row `running` and the job waits for the next period (jobs must be safe to skip once).
 */
@Injectable()
export class ScheduledJobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ScheduledJobs');
  private readonly jobs = new Map<string, ScheduledJob>();
  /** The last period each job was tried in by this server: no second insert once it lost. */
  private readonly lastTried = new Map<string, number>();
  private readonly instance = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;
  private stopped = false;

  constructor(
    @InjectRepository(ScheduledJobRun) private readonly runs: Repository<ScheduledJobRun>,
    private readonly clock: Clock,
  ) {}

  /** Call from a feature module's onModuleInit. */
  register(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`Scheduled job ${job.name} is registered twice`);
    if (job.name.length > 80 || !Number.isInteger(job.everyMs) || job.everyMs < 1000) {
      throw new Error(
        `Scheduled job ${job.name}: a name up to 80 characters and a period of at least a second`,
      );
    }
    this.jobs.set(job.name, job);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runDue(), TICK_MS);
    this.timer.unref();
  }

  /** Stops ticking and lets a job in progress finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Each registered job's period, in seconds. */
  periods(): { job: string; seconds: number }[] {
    return [...this.jobs.values()].map((job) => ({ job: job.name, seconds: job.everyMs / 1000 }));
  }

  /**
   * When each job last finished `done` and last finished `failed`, on any server (the lease rows
   * of the last periods): what operators alert on.
   */
  async lastFinished(): Promise<{ job: string; outcome: 'done' | 'failed'; at: Date }[]> {
    const rows = await this.runs
      .createQueryBuilder('run')
      .select('run.jobName', 'job')
      .addSelect('run.outcome', 'outcome')
      .addSelect('MAX(run.finishedAt)', 'at')
      .where('run.outcome IN (:...outcomes)', { outcomes: ['done', 'failed'] })
      .groupBy('run.jobName')
      .addGroupBy('run.outcome')
      .getRawMany<{ job: string; outcome: 'done' | 'failed'; at: Date | string }>();
    // SQLite answers MAX() of a datetime as text (UTC), MySQL as a Date.
    return rows.map((row) => ({
      ...row,
      at: row.at instanceof Date ? row.at : new Date(`${row.at.replace(' ', 'T')}Z`),
    }));
  }

  /** One tick: runs each job whose period this server wins. Returns the names it ran. */
  async runDue(): Promise<string[]> {
    // Ticks never overlap on one server: a long job delays the next tick instead.
    while (this.running) await this.running;
    this.running = this.tick().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      if (this.stopped) break;
      const periodIndex = Math.floor(this.clock.now().getTime() / job.everyMs);
      if (this.lastTried.get(job.name) === periodIndex) continue;
      try {
        if (await this.runIfWon(job, periodIndex)) ran.push(job.name);
        this.lastTried.set(job.name, periodIndex);
      } catch (error) {
        // The lease could not be read or written (database down): try again at the next tick.
        this.logger.warn(`Scheduled job ${job.name} not started: ${(error as Error).message}`);
      }
    }
    return ran;
  }

  private async runIfWon(job: ScheduledJob, periodIndex: number): Promise<boolean> {
    const start = new Date(periodIndex * job.everyMs);
    const periodStart = start.toISOString();
    try {
      await this.runs.insert({
        jobName: job.name,
        periodStart,
        instance: this.instance,
        startedAt: this.clock.now(),
        finishedAt: null,
        outcome: 'running',
      });
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
    let outcome = 'done';
    try {
      await asScheduledJob(job.name, () => job.run({ start, end: new Date(start.getTime() + job.everyMs) }));
    } catch (error) {
      outcome = 'failed';
      this.logger.error(`Scheduled job ${job.name} failed for ${periodStart}: ${(error as Error).message}`);
    }
    await this.runs.update({ jobName: job.name, periodStart }, { outcome, finishedAt: this.clock.now() });
    const oldest = new Date((periodIndex - PERIODS_KEPT) * job.everyMs).toISOString();
    await this.runs.delete({ jobName: job.name, periodStart: LessThan(oldest) });
    return true;
  }
}
