import { Injectable } from '@nestjs/common';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { RetentionSubject } from '@uaq/contract';

/** What HR sees of one record in the retention lists. */
export interface RetentionDescription {
  label: string;
  /** The record's own last activity (retention's "keep" is added by RetentionRecordsService). */
  lastActivityAt: Date;
}

/**
 * One kind of record retention covers, described by the feature that owns its table (the way a
 * StoredFileKind describes files): retention never reads another feature's table by name. The
 * feature registers it with RetentionSubjects (in its own onModuleInit).
 */
export interface RetentionSubjectKind {
  readonly subject: RetentionSubject;
  /**
   * A query of this feature's records whose last activity is before `cutoff` (a database time,
   * `YYYY-MM-DD HH:MM:SS` UTC), to which retention adds its own conditions; `idColumn` names the
   * record's id in it (`application.id`). Must stay answerable from indexes at 50,000 rows.
   */
  inactiveBefore(cutoff: string): { query: SelectQueryBuilder<ObjectLiteral>; idColumn: string };
  /** The label and last activity of those of `ids` that exist. */
  describe(ids: number[]): Promise<Map<number, RetentionDescription>>;
  /**
   * Deletes one record with everything that belongs to it: dependent rows, then its stored files.
   * False when a legal hold placed since the run read its batch kept it (nothing was deleted).
   */
  purge(id: number): Promise<boolean>;
}

/** The kinds of records the features have registered for retention. */
@Injectable()
export class RetentionSubjects {
  private readonly kinds = new Map<RetentionSubject, RetentionSubjectKind>();

  register(kind: RetentionSubjectKind): void {
    if (this.kinds.has(kind.subject))
      throw new Error(`Retention subject ${kind.subject} is registered twice`);
    this.kinds.set(kind.subject, kind);
  }

  get(subject: RetentionSubject): RetentionSubjectKind {
    const kind = this.kinds.get(subject);
    if (!kind) throw new Error(`Retention subject ${subject} is not registered`);
    return kind;
  }

  all(): RetentionSubjectKind[] {
    return [...this.kinds.values()];
  }
}
