import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { MESSAGE_CODES, RETENTION_MESSAGES, type RetentionItem, type RetentionSubject } from '@uaq/contract';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../platform/common/clock/clock';
import { AppError, NotFoundError } from '../platform/common/errors/app-error';
import { pageWindow, type Page } from '../platform/common/paging/page-query.dto';
import type { RetentionItemsQueryDto } from './dto/retention-list-query.dto';
import { RetentionRecord } from './retention-record.entity';
import type { RetentionDescription } from './retention-subjects.service';
import { RetentionSubjects } from './retention-subjects.service';
import { wholeSecond } from './retention-time';

/** HR's side of retention: the marked and held lists, legal holds, and "keep". */
@Injectable()
export class RetentionRecordsService {
  constructor(
    @InjectRepository(RetentionRecord) private readonly records: Repository<RetentionRecord>,
    private readonly subjects: RetentionSubjects,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Marked records soonest purge first, or held records newest hold first; one page. */
  async list(query: RetentionItemsQueryDto): Promise<Page<RetentionItem>> {
    const { page, pageSize, offset } = pageWindow(query);
    const subject = query.subject ?? 'application';
    const held = query.state === 'held';
    const [rows, total] = await this.records.findAndCount({
      where: held
        ? { subject, heldAt: Not(IsNull()) }
        : { subject, markedAt: Not(IsNull()), heldAt: IsNull() },
      order: held ? { heldAt: 'DESC', itemId: 'DESC' } : { purgeOn: 'ASC', itemId: 'ASC' },
      skip: offset,
      take: pageSize,
    });
    const descriptions = await this.subjects.get(subject).describe(rows.map((row) => row.itemId));
    return {
      rows: rows.map((row) => toItem(row, descriptions.get(row.itemId))),
      meta: { page, pageSize, total },
    };
  }

  /** One record's state (held, marked with its purge date, or neither): the application panel's badges. */
  async state(subject: RetentionSubject, id: number): Promise<RetentionItem> {
    const description = await this.describe(subject, id);
    const record = (await this.records.findOneBy({ subject, itemId: id })) ?? this.fresh(subject, id);
    return toItem(record, description);
  }

  /** Puts the record on legal hold: never marked or purged until the hold is lifted. */
  async hold(subject: RetentionSubject, id: number, reason: string, heldBy: string): Promise<RetentionItem> {
    const description = await this.describe(subject, id);
    const record = (await this.records.findOneBy({ subject, itemId: id })) ?? this.fresh(subject, id);
    Object.assign(record, {
      heldAt: wholeSecond(this.clock.now()),
      heldBy,
      holdReason: reason,
      markedAt: null,
      purgeOn: null,
    });
    await this.records.save(record);
    await this.audit.record('retention.hold-placed', { type: subject, id });
    return toItem(record, description);
  }

  async lift(subject: RetentionSubject, id: number): Promise<RetentionItem> {
    const description = await this.describe(subject, id);
    const record = await this.records.findOneBy({ subject, itemId: id });
    if (!record?.heldAt) throw new AppError(HttpStatus.CONFLICT, MESSAGE_CODES.retention.notHeld);
    Object.assign(record, { heldAt: null, heldBy: null, holdReason: null });
    await this.records.save(record);
    await this.audit.record('retention.hold-lifted', { type: subject, id });
    return toItem(record, description);
  }

  /** HR keeps a marked record: unmarked, and the keep counts as activity (a full period again). */
  async keep(subject: RetentionSubject, id: number): Promise<RetentionItem> {
    const description = await this.describe(subject, id);
    const record = await this.records.findOneBy({ subject, itemId: id });
    if (!record?.markedAt) throw new AppError(HttpStatus.CONFLICT, MESSAGE_CODES.retention.notMarked);
    Object.assign(record, { markedAt: null, purgeOn: null, keptAt: wholeSecond(this.clock.now()) });
    await this.records.save(record);
    await this.audit.record('retention.kept', { type: subject, id });
    return toItem(record, description);
  }

  private async describe(subject: RetentionSubject, id: number): Promise<RetentionDescription> {
    const description = (await this.subjects.get(subject).describe([id])).get(id);
    if (!description) throw new NotFoundError(MESSAGE_CODES.retention.recordNotFound);
    return description;
  }

  private fresh(subject: RetentionSubject, itemId: number): RetentionRecord {
    return this.records.create({
      subject,
      itemId,
      markedAt: null,
      purgeOn: null,
      keptAt: null,
      heldAt: null,
      heldBy: null,
      holdReason: null,
    });
  }
}

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

function toItem(record: RetentionRecord, description: RetentionDescription | undefined): RetentionItem {
  const activity = [description?.lastActivityAt, record.keptAt].filter((at): at is Date => !!at);
  const lastActivity = activity.reduce<Date | null>(
    (latest, at) => (!latest || at > latest ? at : latest),
    null,
  );
  return {
    subject: record.subject,
    id: record.itemId,
    // A record deleted by HR after it was marked: its row goes at the next run.
    label: description?.label ?? RETENTION_MESSAGES.recordNotFound,
    lastActivityAt: lastActivity?.toISOString() ?? '',
    markedAt: iso(record.markedAt),
    purgeOn: iso(record.purgeOn),
    heldAt: iso(record.heldAt),
    heldBy: record.heldBy,
    holdReason: record.holdReason,
  };
}
