import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuditAction, AuditEvent, AuditRecordType } from '@uaq/contract';
import { Paged } from '../platform/common/http/paged';
import { pageWindow } from '../platform/common/paging/page-query.dto';
import { runningScheduledJob } from '../platform/scheduled-jobs/scheduled-job-context';
import { auditContext, type AuditActor } from './audit-context';
import { AuditEventRow } from './audit-event.entity';
import type { AuditFiltersDto } from './audit-filters.dto';

export interface AuditTarget {
  type: AuditRecordType;
  id: number | null;
}

/** Overrides for events outside an authenticated request (sign-in, a download by link). */
export interface AuditCircumstances {
  actor?: AuditActor | null;
  address?: string | null;
}

/**
 * The one way to write the audit trail: `record(action, target)`. The acting account and its
 * address come from the request (AuditInterceptor) unless given; with no account, a scheduled job's
 * work is recorded under the job's name. Ids only: never applicant data,
 * passwords, codes or tokens.
 */
@Injectable()
export class AuditService {
  private readonly logger = new Logger(AuditService.name);

  constructor(@InjectRepository(AuditEventRow) private readonly events: Repository<AuditEventRow>) {}

  async record(
    action: AuditAction,
    target?: AuditTarget | null,
    circumstances: AuditCircumstances = {},
  ): Promise<void> {
    const context = auditContext.getStore();
    const actor = circumstances.actor !== undefined ? circumstances.actor : (context?.actor ?? null);
    const address = circumstances.address !== undefined ? circumstances.address : (context?.address ?? null);
    try {
      await this.events.insert({
        at: new Date(),
        actorId: actor?.id ?? null,
        actorUsername: actor?.username ?? null,
        scheduledJob: actor ? null : runningScheduledJob(),
        action,
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
        address: address?.slice(0, 45) ?? null,
      });
    } catch (error) {
      // The action itself has happened: say loudly that its record is missing rather than fail it.
      this.logger.error(
        `Audit event "${action}" not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  async list(filters: AuditFiltersDto): Promise<Paged<AuditEvent>> {
    const { page, pageSize, offset } = pageWindow(filters);
    const query = this.events.createQueryBuilder('event');
    if (filters.actor) query.andWhere('event.actor_username = :actor', { actor: filters.actor });
    if (filters.action) query.andWhere('event.action = :action', { action: filters.action });
    if (filters.from) query.andWhere('event.at >= :from', { from: filters.from });
    if (filters.to) query.andWhere('event.at < :to', { to: filters.to });
    const [rows, total] = await query
      .orderBy('event.at', 'DESC')
      .addOrderBy('event.id', 'DESC')
      .skip(offset)
      .take(pageSize)
      .getManyAndCount();
    return new Paged(rows.map(toAuditEvent), { page, pageSize, total });
  }
}

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorUsername: row.actorUsername,
    scheduledJob: row.scheduledJob,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    address: row.address,
  };
}
