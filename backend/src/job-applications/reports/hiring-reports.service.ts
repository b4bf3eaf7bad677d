import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DIRECT_SOURCE,
  PIPELINE_STAGES,
  REPORT_LIMITS,
  type ApplicationsOverTimeReport,
  type HiringReportQuery,
  type PipelineStage,
  type SourceEffectivenessReport,
  type StageDurationsReport,
  type StageFunnelReport,
} from '@uaq/contract';
import { summariseDurations, type HourBucket } from './percentiles';
import { periodsOf, resolveRange, type ResolvedRange } from './report-range';
import { reportSql, stageRankSql, type ReportSql } from './report-sql';

const RANK = Object.fromEntries(PIPELINE_STAGES.map((stage, rank) => [stage, rank])) as Record<
  PipelineStage,
  number
>;
/** Sources beyond this many (fewest applications) are left out of the table: utm values are free text. */
const MAX_SOURCE_ROWS = 100;

type Numeric = number | string | null;
const num = (value: Numeric) => (value === null ? null : Number(value));

/**
 * HR's reports (issue 26), each one or two aggregate queries over the applications table and its
 * status history, filtered by the `createdAt` range (index `createdAt, id`, or `jobId, createdAt, id`
 * for one job). Durations come back as hour histograms; percentiles are taken from those.
 */
@Injectable()
export class HiringReportsService {
  private readonly sql: ReportSql;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sql = reportSql(dataSource);
  }

  async applicationsOverTime(
    query: HiringReportQuery,
    now = new Date(),
  ): Promise<ApplicationsOverTimeReport> {
    const range = resolveRange(query, now);
    const interval = range.days <= REPORT_LIMITS.dailyUpToDays ? 'day' : 'month';
    const period = this.sql.period('a.createdAt', interval);
    const rows = await this.run<{ period: string; applications: Numeric }>(
      `SELECT ${period} AS period, COUNT(*) AS applications FROM job_applications a WHERE ${this.inRange(range)} GROUP BY ${period}`,
      range,
    );
    const counts = new Map(rows.map((row) => [String(row.period), Number(row.applications)]));
    return {
      range: this.publicRange(range),
      interval,
      points: periodsOf(range, interval).map((label) => ({
        period: label,
        applications: counts.get(label) ?? 0,
      })),
    };
  }

  async stageFunnel(query: HiringReportQuery, now = new Date()): Promise<StageFunnelReport> {
    const range = resolveRange(query, now);
    const rows = await this.run<{ status: string; historyRank: Numeric; total: Numeric }>(
      `SELECT r.status AS status, r.historyRank AS historyRank, COUNT(*) AS total FROM (
         SELECT a.status AS status, (${this.historyRank('a.id')}) AS historyRank
         FROM job_applications a WHERE ${this.inRange(range)}
       ) r GROUP BY r.status, r.historyRank`,
      range,
    );
    const reached = new Array<number>(PIPELINE_STAGES.length).fill(0);
    const current = new Array<number>(PIPELINE_STAGES.length).fill(0);
    let total = 0;
    let rejected = 0;
    let withdrawn = 0;
    for (const row of rows) {
      const count = Number(row.total);
      const rank = RANK[row.status as PipelineStage] ?? -1;
      total += count;
      if (rank >= 0) current[rank] += count;
      else if (row.status === 'withdrawn') withdrawn += count;
      else rejected += count;
      // Every application reached "pending"; beyond that, the furthest stage it is in or ever was in.
      const furthest = Math.max(0, rank, num(row.historyRank) ?? 0);
      for (let stage = 0; stage <= furthest; stage += 1) reached[stage] += count;
    }
    return {
      range: this.publicRange(range),
      total,
      stages: PIPELINE_STAGES.map((stage, rank) => ({
        stage,
        reached: reached[rank],
        current: current[rank],
      })),
      rejected,
      withdrawn,
    };
  }

  async stageDurations(query: HiringReportQuery, now = new Date()): Promise<StageDurationsReport> {
    const range = resolveRange(query, now);
    const hireHours = this.sql.hoursBetween('a.createdAt', 'MIN(c.changedAt)');
    const hires = await this.run<{ hours: Numeric; total: Numeric }>(
      `SELECT h.hours AS hours, COUNT(*) AS total FROM (
         SELECT ${hireHours} AS hours FROM job_applications a
         JOIN application_status_changes c ON c.applicationId = a.id AND c.toStatus = 'hired'
         WHERE ${this.inRange(range)} GROUP BY a.id, a.createdAt
       ) h GROUP BY h.hours`,
      range,
    );
    // Each stay in a stage: entered at the application (pending) or at a change, left at the next change.
    const stayHours = this.sql.hoursBetween('v.enteredAt', 'v.leftAt');
    const stays = await this.run<{ stage: string; hours: Numeric; total: Numeric }>(
      `SELECT s.stage AS stage, s.hours AS hours, COUNT(*) AS total FROM (
         SELECT v.stage AS stage, ${stayHours} AS hours FROM (
           SELECT e.stage AS stage, e.enteredAt AS enteredAt,
             LEAD(e.enteredAt) OVER (PARTITION BY e.applicationId ORDER BY e.enteredAt, e.seq) AS leftAt
           FROM (
             SELECT a.id AS applicationId, 'pending' AS stage, a.createdAt AS enteredAt, 0 AS seq
             FROM job_applications a WHERE ${this.inRange(range)}
             UNION ALL
             SELECT c.applicationId AS applicationId, c.toStatus AS stage, c.changedAt AS enteredAt, c.id AS seq
             FROM application_status_changes c JOIN job_applications a ON a.id = c.applicationId
             WHERE ${this.inRange(range)}
           ) e
         ) v WHERE v.leftAt IS NOT NULL AND v.stage IN ('pending', 'reviewing', 'shortlisted', 'interviewed')
       ) s GROUP BY s.stage, s.hours`,
      range,
      2,
    );
    const buckets = (rows: { hours: Numeric; total: Numeric }[]): HourBucket[] =>
      rows.map((row) => ({ hours: Math.max(0, Number(row.hours)), count: Number(row.total) }));
    return {
      range: this.publicRange(range),
      timeToHire: summariseDurations(buckets(hires)),
      timeInStage: (['pending', 'reviewing', 'shortlisted', 'interviewed'] as const).map((stage) => ({
        stage,
        ...summariseDurations(buckets(stays.filter((row) => row.stage === stage))),
      })),
    };
  }

  async sourceEffectiveness(query: HiringReportQuery, now = new Date()): Promise<SourceEffectivenessReport> {
    const range = resolveRange(query, now);
    const reachedAtLeast = (rank: number) =>
      `SUM(CASE WHEN r.currentRank >= ${rank} OR r.historyRank >= ${rank} THEN 1 ELSE 0 END)`;
    const rows = await this.run<{
      source: string;
      applications: Numeric;
      shortlisted: Numeric;
      hired: Numeric;
    }>(
      `SELECT r.source AS source, COUNT(*) AS applications,
         ${reachedAtLeast(RANK.shortlisted)} AS shortlisted, ${reachedAtLeast(RANK.hired)} AS hired
       FROM (
         SELECT LOWER(COALESCE(a.sourceUtmSource, a.sourceReferrerDomain, '${DIRECT_SOURCE}')) AS source,
           ${stageRankSql('a.status')} AS currentRank, (${this.historyRank('a.id')}) AS historyRank
         FROM job_applications a WHERE ${this.inRange(range)}
       ) r GROUP BY r.source ORDER BY applications DESC, source LIMIT ${MAX_SOURCE_ROWS}`,
      range,
    );
    return {
      range: this.publicRange(range),
      rows: rows.map((row) => ({
        source: String(row.source),
        applications: Number(row.applications),
        shortlisted: Number(row.shortlisted ?? 0),
        hired: Number(row.hired ?? 0),
      })),
    };
  }

  /** The furthest stage an application's history ever moved it to (NULL: never moved forward). */
  private historyRank(applicationId: string): string {
    return `SELECT MAX(${stageRankSql('c.toStatus')}) FROM application_status_changes c WHERE c.applicationId = ${applicationId}`;
  }

  private inRange(range: ResolvedRange): string {
    const job = range.jobId === null ? '' : ' AND a.jobId = ?';
    return `a.createdAt >= ? AND a.createdAt < ?${job}`;
  }

  /** Runs a report query whose range condition appears `times` times (in order). */
  private run<T>(sql: string, range: ResolvedRange, times = 1): Promise<T[]> {
    const once = [range.fromUtc, range.toUtcExclusive, ...(range.jobId === null ? [] : [range.jobId])];
    return this.dataSource.query<T[]>(sql, Array.from({ length: times }, () => once).flat());
  }

  private publicRange(range: ResolvedRange) {
    return { from: range.from, to: range.to, jobId: range.jobId };
  }
}
