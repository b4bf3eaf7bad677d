import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, Not, Repository } from 'typeorm';
import {
  RETENTION_SUBJECTS,
  type RetentionCounts,
  type RetentionDryRunRow,
  type RetentionRunSummary,
  type RetentionSettings,
  type RetentionStage,
  type RetentionSubject,
} from '@uaq/contract';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../platform/common/clock/clock';
import { pageWindow, type Page } from '../platform/common/paging/page-query.dto';
import type { RetentionDryRunQueryDto } from './dto/retention-list-query.dto';
import { RetentionCandidates } from './retention-candidates';
import { RetentionPurge } from './retention-purge.entity';
import { RetentionRecord } from './retention-record.entity';
import { RetentionSettingsService } from './retention-settings.service';
import type { RetentionSubjectKind } from './retention-subjects.service';
import { RetentionSubjects } from './retention-subjects.service';
import { cutoffOf, monthsOf, purgeOnOf, wholeSecond } from './retention-time';

/** Rows handled per query: a run over 50,000 records is many small statements, never one huge one. */
const BATCH = 200;

const zeroCounts = (): RetentionCounts => ({ application: 0, enquiry: 0, 'quote-request': 0 });

/**
 * The retention run: purges the marked records whose quarantine is over, unmarks those with new
 * activity, and marks those past their period. The daily scheduled job and the operators'
 * `npm run admin -- retention --purge` run it; the dry run counts the same queries and changes nothing.
 */
@Injectable()
export class RetentionRunService {
  private readonly logger = new Logger('Retention');

  constructor(
    @InjectRepository(RetentionRecord) private readonly records: Repository<RetentionRecord>,
    @InjectRepository(RetentionPurge) private readonly purges: Repository<RetentionPurge>,
    private readonly settings: RetentionSettingsService,
    private readonly subjects: RetentionSubjects,
    private readonly candidates: RetentionCandidates,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async run(startedBy: RetentionPurge['startedBy']): Promise<RetentionRunSummary> {
    const now = wholeSecond(this.clock.now());
    const settings = await this.settings.read();
    const summary: RetentionRunSummary = {
      dryRun: false,
      at: now.toISOString(),
      marked: zeroCounts(),
      purged: zeroCounts(),
    };
    for (const kind of this.subjects.all()) {
      const cutoff = cutoffOf(now, monthsOf(settings, kind.subject));
      summary.purged[kind.subject] = await this.purgeDue(kind, cutoff, now);
      await this.unmarkActive(kind, cutoff);
      summary.marked[kind.subject] = await this.markDue(kind, cutoff, now, settings.quarantineDays);
    }
    const purged = RETENTION_SUBJECTS.reduce((total, subject) => total + summary.purged[subject], 0);
    if (purged > 0 || startedBy === 'command') await this.recordPurge(summary, settings, startedBy, now);
    if (purged > 0) this.logger.log(`Purged ${purged} record(s) past their retention period`);
    return summary;
  }

  /** What a run now would mark and purge, changing nothing. */
  async dryRun(): Promise<RetentionRunSummary> {
    const now = wholeSecond(this.clock.now());
    const settings = await this.settings.read();
    const summary: RetentionRunSummary = {
      dryRun: true,
      at: now.toISOString(),
      marked: zeroCounts(),
      purged: zeroCounts(),
    };
    for (const kind of this.subjects.all()) {
      const cutoff = cutoffOf(now, monthsOf(settings, kind.subject));
      summary.marked[kind.subject] = await this.candidates.count(
        this.candidates.query(kind, 'mark', cutoff, now),
      );
      summary.purged[kind.subject] = await this.candidates.count(
        this.candidates.query(kind, 'purge', cutoff, now),
      );
    }
    return summary;
  }

  /** One page of the dry run's records of one kind and stage. */
  async dryRunRows(query: RetentionDryRunQueryDto): Promise<Page<RetentionDryRunRow>> {
    const { page, pageSize, offset } = pageWindow(query);
    const subject: RetentionSubject = query.subject ?? 'application';
    const stage: RetentionStage = query.stage ?? 'mark';
    const now = wholeSecond(this.clock.now());
    const settings = await this.settings.read();
    const kind = this.subjects.get(subject);
    const cutoff = cutoffOf(now, monthsOf(settings, subject));
    const [total, ids] = await Promise.all([
      this.candidates.count(this.candidates.query(kind, stage, cutoff, now)),
      this.candidates.page(this.candidates.query(kind, stage, cutoff, now), offset, pageSize),
    ]);
    const [descriptions, records] = await Promise.all([
      kind.describe(ids),
      ids.length ? this.records.findBy({ subject, itemId: In(ids) }) : Promise.resolve([]),
    ]);
    const purgeOnById = new Map(records.map((record) => [record.itemId, record.purgeOn]));
    const rows = ids.flatMap((id) => {
      const description = descriptions.get(id);
      if (!description) return [];
      const purgeOn = stage === 'mark' ? purgeOnOf(now, settings.quarantineDays) : purgeOnById.get(id);
      return [
        {
          subject,
          id,
          label: description.label,
          lastActivityAt: description.lastActivityAt.toISOString(),
          purgeOn: purgeOn?.toISOString() ?? null,
        },
      ];
    });
    return { rows, meta: { page, pageSize, total } };
  }

  private async purgeDue(kind: RetentionSubjectKind, cutoff: Date, now: Date): Promise<number> {
    let purged = 0;
    for (;;) {
      // Always the first batch: what was purged no longer matches.
      const ids = await this.candidates.page(this.candidates.query(kind, 'purge', cutoff, now), 0, BATCH);
      if (ids.length === 0) return purged;
      for (const id of ids) {
        // A hold placed since the batch was read wins over the purge.
        const record = await this.records.findOneBy({ subject: kind.subject, itemId: id });
        if (!record || record.heldAt) continue;
        if (!(await kind.purge(id))) continue;
        await this.records.delete({ subject: kind.subject, itemId: id });
        // Which record went, by id only (the run's entry has the counts).
        await this.audit.record(
          'retention.purged',
          { type: kind.subject, id },
          { actor: null, address: null },
        );
        purged += 1;
      }
      if (ids.length < BATCH) return purged;
    }
  }

  /** A marked record with activity since (a note, a status change) is no longer past its period. */
  private async unmarkActive(kind: RetentionSubjectKind, cutoff: Date): Promise<void> {
    let afterId = 0;
    for (;;) {
      const marked = await this.records.find({
        select: { itemId: true },
        where: { subject: kind.subject, markedAt: Not(IsNull()), itemId: MoreThan(afterId) },
        order: { itemId: 'ASC' },
        take: BATCH,
      });
      const ids = marked.map((record) => record.itemId);
      if (ids.length === 0) return;
      const inactive = await this.candidates.among(this.candidates.inactive(kind, cutoff), ids);
      const active = ids.filter((id) => !inactive.has(id));
      if (active.length > 0) {
        const existing = await kind.describe(active);
        const gone = active.filter((id) => !existing.has(id));
        const revived = active.filter((id) => existing.has(id));
        // A record deleted by HR meanwhile takes its retention row with it.
        if (gone.length) await this.records.delete({ subject: kind.subject, itemId: In(gone) });
        if (revived.length) {
          await this.records.update(
            { subject: kind.subject, itemId: In(revived) },
            { markedAt: null, purgeOn: null },
          );
        }
      }
      afterId = ids[ids.length - 1]!;
      if (ids.length < BATCH) return;
    }
  }

  private async markDue(
    kind: RetentionSubjectKind,
    cutoff: Date,
    now: Date,
    quarantineDays: number,
  ): Promise<number> {
    const purgeOn = purgeOnOf(now, quarantineDays);
    let marked = 0;
    let afterId = 0;
    for (;;) {
      const ids = await this.candidates.after(
        this.candidates.query(kind, 'mark', cutoff, now),
        afterId,
        BATCH,
      );
      if (ids.length === 0) return marked;
      await this.records.manager.transaction(async (manager) => {
        const existing = await manager.find(RetentionRecord, {
          select: { itemId: true },
          where: { subject: kind.subject, itemId: In(ids) },
        });
        const known = new Set(existing.map((record) => record.itemId));
        if (known.size > 0) {
          await manager.update(
            RetentionRecord,
            { subject: kind.subject, itemId: In([...known]) },
            { markedAt: now, purgeOn },
          );
        }
        const fresh = ids.filter((id) => !known.has(id));
        if (fresh.length > 0) {
          await manager.insert(
            RetentionRecord,
            fresh.map((itemId) => ({ subject: kind.subject, itemId, markedAt: now, purgeOn })),
          );
        }
      });
      marked += ids.length;
      afterId = ids[ids.length - 1]!;
      if (ids.length < BATCH) return marked;
    }
  }

  /** The purge's log row and its audit entry: counts and periods (each record's own entry has its id). */
  private async recordPurge(
    summary: RetentionRunSummary,
    settings: RetentionSettings,
    startedBy: RetentionPurge['startedBy'],
    at: Date,
  ): Promise<void> {
    const row = await this.purges.save(
      this.purges.create({
        at,
        startedBy,
        applications: summary.purged.application,
        enquiries: summary.purged.enquiry,
        quoteRequests: summary.purged['quote-request'],
        ...settings,
      }),
    );
    await this.audit.record(
      'retention.purged',
      { type: 'retention-purge', id: row.id },
      { actor: null, address: null },
    );
  }
}
