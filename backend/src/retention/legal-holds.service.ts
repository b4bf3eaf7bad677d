import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository, type EntityManager } from 'typeorm';
import type { RetentionSubject } from '@uaq/contract';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { RetentionRecord } from './retention-record.entity';

/**
 * Legal holds as every deletion sees them: whether a record is held (read in the deleting
 * transaction, so the answer and the deletion go together), and retention's own row of an erased
 * application, which goes with it (never a hold left pointing at nothing).
 */
@Injectable()
export class LegalHolds implements ApplicantDataHolder {
  readonly label = 'retention state and legal hold';

  constructor(@InjectRepository(RetentionRecord) private readonly records: Repository<RetentionRecord>) {}

  /** When the record was put on hold, or null when it is not held. */
  async heldSince(manager: EntityManager, subject: RetentionSubject, id: number): Promise<Date | null> {
    const record = await manager.findOne(RetentionRecord, {
      select: { subject: true, itemId: true, heldAt: true },
      where: { subject, itemId: id },
    });
    return record?.heldAt ?? null;
  }

  /** Those of `ids` on hold now. */
  async heldAmong(subject: RetentionSubject, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const held = await this.records.find({
      select: { subject: true, itemId: true },
      where: { subject, itemId: In(ids), heldAt: Not(IsNull()) },
    });
    return new Set(held.map((record) => record.itemId));
  }

  /** Forgets retention's row of a record deleted another way than by the purge (HR's delete). */
  async forgetWithin(manager: EntityManager, subject: RetentionSubject, id: number): Promise<void> {
    await manager.delete(RetentionRecord, { subject, itemId: id });
  }

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    await this.forgetWithin(manager, 'application', application.id);
  }
}
