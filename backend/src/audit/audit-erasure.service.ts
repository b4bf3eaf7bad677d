import { Injectable } from '@nestjs/common';
import { IsNull, type EntityManager } from 'typeorm';
import type {
  AfterErasure,
  ApplicantDataHolder,
  ErasedApplication,
} from '../platform/erasure/applicant-data-holder';
import { AuditEventRow } from './audit-event.entity';

/**
 * The audit trail keeps what was done to an erased application (the action, when, which id, which
 * team member) and drops the person: the network address recorded for what the applicant did
 * themselves on their status page. The trail never holds a name, e-mail or phone to begin with.
 */
@Injectable()
export class AuditErasure implements ApplicantDataHolder {
  readonly label = 'audit trail';

  async eraseWithin(manager: EntityManager, application: ErasedApplication): Promise<AfterErasure | void> {
    await manager.update(
      AuditEventRow,
      { targetType: 'application', targetId: application.id, actorId: IsNull() },
      { address: null },
    );
  }
}
