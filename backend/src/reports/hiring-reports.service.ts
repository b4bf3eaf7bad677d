import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  MAX_SOURCE_BREAKDOWN_ROWS,
  NO_SOURCE_TAG,
  DIRECT_SOURCE,
  PIPELINE_STAGES,
  REPORT_LIMITS,
  type ApplicationStatus,
  type ApplicationsOverTimeReport,
  type HiringReportQuery,
  type ReferralsReport,
  type SourceBreakdownQuery,
  type SourceBreakdownReport,
  type SourceEffectivenessReport,
  type StageDurationsReport,
  type StageFunnelReport,
} from '@uaq/contract';
import { ApplicationReferral } from '../applications/application-referral.entity';
import { ApplicationStatusChange } from '../applications/application-status-change.entity';
import { JobApplication } from '../applications/job-application.entity';
import { pipelineRank } from '../applications/pipeline-rank';
import { summariseDurations, type HourBucket } from './percentiles';
import { periodsOf, resolveRange, type ResolvedRange } from './report-range';
import { reportSql, type ReportSql } from './report-sql';

/**
 * Sources (and referrers) beyond this many (fewest applications) are left out of the table: utm
 * values are free text.
 */
const MAX_SOURCE_ROWS = 100;

type Numeric = number | string | null;

/**
 * HR's reports, each one or two aggregate queries over the applications table and its
 * status history, filtered by the `createdAt` range (index `createdAt, furthestStageRank, status`, or
 * `jobId, createdAt, id` for one job). They read what each status change keeps (the furthest stage
 * reached, the hours of the stay it ended), never the whole history. Durations come back as hour
 * histograms; percentiles are taken from those.
 */
@Injectable()
export class HiringReportsService {
  private readonly sql: ReportSql;
  /** The applications' tables, as their entities name them (the reports only read them). */
  private readonly tables: { applications: string; statusChanges: string; referrals: string };

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.sql = reportSql(dataSource);
    this.tables = {
      applications: dataSource.getMetadata(JobApplication).tableName,
      statusChanges: dataSource.getMetadata(ApplicationStatusChange).tableName,
      referrals: dataSource.getMetadata(ApplicationReferral).tableName,
    };
  }

  async applicationsOverTime(
    query: HiringReportQuery,
    now = new Date(),
  ): Promise<ApplicationsOverTimeReport> {
    const range = resolveRange(query, now);
    const interval = range.days <= REPORT_LIMITS.dailyUpToDays ? 'day' : 'month';
    const period = this.sql.period('a.createdAt', interval);
    const rows = await this.run<{ period: string; applications: Numeric }>(
      `SELECT ${period} AS period, COUNT(*) AS applications FROM ${this.tables.applications} a WHERE ${this.inRange(range)} GROUP BY ${period}`,
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
    const rows = await this.run<{ status: string; furthest: Numeric; total: Numeric }>(
      `SELECT a.status AS status, a.furthestStageRank AS furthest, COUNT(*) AS total
       FROM ${this.tables.applications} a WHERE ${this.inRange(range)} GROUP BY a.status, a.furthestStageRank`,
      range,
    );
    const reached = new Array<number>(PIPELINE_STAGES.length).fill(0);
    const current = new Array<number>(PIPELINE_STAGES.length).fill(0);
    let total = 0;
    let rejected = 0;
    let withdrawn = 0;
    for (const row of rows) {
      const count = Number(row.total);
      const rank = pipelineRank(row.status as ApplicationStatus) ?? -1;
      total += count;
      if (rank >= 0) current[rank] += count;
      else if (row.status === 'withdrawn') withdrawn += count;
      else rejected += count;
      // Every application reached "pending"; beyond that, the furthest stage it is in or ever was in.
      const furthest = Math.max(0, rank, Number(row.furthest));
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
         SELECT ${hireHours} AS hours FROM ${this.tables.applications} a
         JOIN ${this.tables.statusChanges} c ON c.applicationId = a.id AND c.toStatus = 'hired'
         WHERE ${this.inRange(range)} GROUP BY a.id, a.createdAt
       ) h GROUP BY h.hours`,
      range,
    );
    // Each change ends a stay in the status it left; the change keeps that stay's hours.
    const stays = await this.run<{ stage: string; hours: Numeric; total: Numeric }>(
      `SELECT c.fromStatus AS stage, c.hoursInPreviousStage AS hours, COUNT(*) AS total
       FROM ${this.tables.applications} a JOIN ${this.tables.statusChanges} c ON c.applicationId = a.id
       WHERE ${this.inRange(range)} AND c.hoursInPreviousStage IS NOT NULL
         AND c.fromStatus IN ('pending', 'reviewing', 'shortlisted', 'interviewed')
       GROUP BY c.fromStatus, c.hoursInPreviousStage`,
      range,
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
    const reachedAtLeast = (rank: number) => `SUM(CASE WHEN r.furthest >= ${rank} THEN 1 ELSE 0 END)`;
    const rows = await this.run<{
      source: string;
      applications: Numeric;
      shortlisted: Numeric;
      hired: Numeric;
    }>(
      `SELECT r.source AS source, COUNT(*) AS applications,
         ${reachedAtLeast(pipelineRank('shortlisted')!)} AS shortlisted, ${reachedAtLeast(pipelineRank('hired')!)} AS hired
       FROM (
         SELECT LOWER(COALESCE(a.sourceUtmSource, a.sourceReferrerDomain, '${DIRECT_SOURCE}')) AS source,
           a.furthestStageRank AS furthest
         FROM ${this.tables.applications} a WHERE ${this.inRange(range)}
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

  /**
   * Applications, shortlisted and hired per utm_medium or utm_campaign (lower case, "(none)" when
   * absent), most applications first; at most MAX_SOURCE_BREAKDOWN_ROWS values, `truncated` if more.
   */
  async sourceBreakdown(query: SourceBreakdownQuery, now = new Date()): Promise<SourceBreakdownReport> {
    const range = resolveRange(query, now);
    const column = { medium: 'a.sourceUtmMedium', campaign: 'a.sourceUtmCampaign' }[query.by];
    const reachedAtLeast = (rank: number) => `SUM(CASE WHEN r.furthest >= ${rank} THEN 1 ELSE 0 END)`;
    const rows = await this.run<{
      value: string;
      applications: Numeric;
      shortlisted: Numeric;
      hired: Numeric;
    }>(
      `SELECT r.value AS value, COUNT(*) AS applications,
         ${reachedAtLeast(pipelineRank('shortlisted')!)} AS shortlisted, ${reachedAtLeast(pipelineRank('hired')!)} AS hired
       FROM (
         SELECT LOWER(COALESCE(${column}, '${NO_SOURCE_TAG}')) AS value, a.furthestStageRank AS furthest
         FROM ${this.tables.applications} a WHERE ${this.inRange(range)}
       ) r GROUP BY r.value ORDER BY applications DESC, value LIMIT ${MAX_SOURCE_BREAKDOWN_ROWS + 1}`,
      range,
    );
    return {
      range: this.publicRange(range),
      by: query.by,
      rows: rows.slice(0, MAX_SOURCE_BREAKDOWN_ROWS).map((row) => ({
        value: String(row.value),
        applications: Number(row.applications),
        shortlisted: Number(row.shortlisted ?? 0),
        hired: Number(row.hired ?? 0),
      })),
      truncated: rows.length > MAX_SOURCE_BREAKDOWN_ROWS,
    };
  }

  /** Per referrer: the applications their referral links brought, and how far they got. */
  async referrals(query: HiringReportQuery, now = new Date()): Promise<ReferralsReport> {
    const range = resolveRange(query, now);
    const reachedAtLeast = (rank: number) =>
      `SUM(CASE WHEN a.furthestStageRank >= ${rank} THEN 1 ELSE 0 END)`;
    const rows = await this.run<{
      referrer: string;
      applications: Numeric;
      shortlisted: Numeric;
      hired: Numeric;
    }>(
      `SELECT r.referrer AS referrer, COUNT(*) AS applications,
         ${reachedAtLeast(pipelineRank('shortlisted')!)} AS shortlisted, ${reachedAtLeast(pipelineRank('hired')!)} AS hired
       FROM ${this.tables.referrals} r JOIN ${this.tables.applications} a ON a.id = r.applicationId
       WHERE ${this.inRange(range)}
       GROUP BY r.referrer ORDER BY applications DESC, r.referrer LIMIT ${MAX_SOURCE_ROWS}`,
      range,
    );
    return {
      range: this.publicRange(range),
      rows: rows.map((row) => ({
        referrer: String(row.referrer),
        applications: Number(row.applications),
        shortlisted: Number(row.shortlisted ?? 0),
        hired: Number(row.hired ?? 0),
      })),
    };
  }

  private inRange(range: ResolvedRange): string {
    const job = range.jobId === null ? '' : ' AND a.jobId = ?';
    return `a.createdAt >= ? AND a.createdAt < ?${job}`;
  }

  /** Runs a report query with its range condition's values. */
  private run<T>(sql: string, range: ResolvedRange): Promise<T[]> {
    const values = [range.fromUtc, range.toUtcExclusive, ...(range.jobId === null ? [] : [range.jobId])];
    return this.dataSource.query<T[]>(sql, values);
  }

  private publicRange(range: ResolvedRange) {
    return { from: range.from, to: range.to, jobId: range.jobId };
  }
}
