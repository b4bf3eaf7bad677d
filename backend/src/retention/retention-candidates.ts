import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RetentionStage } from '@uaq/contract';
import type { RetentionSubjectKind } from './retention-subjects.service';
import { databaseTime } from './retention-time';

/** A query of ids and the expression naming the id in it. */
interface CandidateQuery {
  query: SelectQueryBuilder<ObjectLiteral>;
  idColumn: string;
}

/**
 * The two questions a retention run asks of each kind, as one SQL query each (counted and paged
 * at the database, never loaded whole):
 * - to mark: past its period, and neither marked, on hold, nor kept within the period;
 * - to purge: still past its period, marked with its quarantine over, and not on hold.
 */
@Injectable()
export class RetentionCandidates {
  query(kind: RetentionSubjectKind, stage: RetentionStage, cutoff: Date, now: Date): CandidateQuery {
    const { query, idColumn } = kind.inactiveBefore(databaseTime(cutoff));
    const record = `SELECT 1 FROM retention_records r WHERE r.subject = :retentionSubject AND r.item_id = ${idColumn}`;
    if (stage === 'mark') {
      query.andWhere(
        `NOT EXISTS (${record} AND (r.marked_at IS NOT NULL OR r.held_at IS NOT NULL OR r.kept_at >= :retentionCutoff))`,
      );
    } else {
      query.andWhere(`EXISTS (${record} AND r.purge_on <= :retentionNow AND r.held_at IS NULL)`);
    }
    query.setParameters({
      retentionSubject: kind.subject,
      retentionCutoff: databaseTime(cutoff),
      retentionNow: databaseTime(now),
    });
    return { query, idColumn };
  }

  /** Past the period, whatever retention's own state: to check records already marked. */
  inactive(kind: RetentionSubjectKind, cutoff: Date): CandidateQuery {
    return kind.inactiveBefore(databaseTime(cutoff));
  }

  async count(candidates: CandidateQuery): Promise<number> {
    const row = await candidates.query.select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(row?.total ?? 0);
  }

  /** One page of ids, ascending. */
  async page(candidates: CandidateQuery, offset: number, limit: number): Promise<number[]> {
    return this.ids(
      candidates.query.orderBy(candidates.idColumn, 'ASC').offset(offset).limit(limit),
      candidates,
    );
  }

  /** The next `limit` ids after `afterId`: a run walks the whole set in batches this way. */
  async after(candidates: CandidateQuery, afterId: number, limit: number): Promise<number[]> {
    const query = candidates.query
      .andWhere(`${candidates.idColumn} > :retentionAfter`, { retentionAfter: afterId })
      .orderBy(candidates.idColumn, 'ASC')
      .limit(limit);
    return this.ids(query, candidates);
  }

  /** Those of `ids` the query matches. */
  async among(candidates: CandidateQuery, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const query = candidates.query.andWhere(`${candidates.idColumn} IN (:...retentionIds)`, {
      retentionIds: ids,
    });
    return new Set(await this.ids(query, candidates));
  }

  private async ids(query: SelectQueryBuilder<ObjectLiteral>, candidates: CandidateQuery): Promise<number[]> {
    const rows = await query.select(candidates.idColumn, 'id').getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }
}
