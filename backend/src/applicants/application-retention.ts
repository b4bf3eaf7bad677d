import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import type { RetentionDescription, RetentionSubjectKind } from '../retention/retention-subjects.service';
import { RetentionSubjects } from '../retention/retention-subjects.service';
import { NotFoundError } from '../platform/common/errors/app-error';
import { ApplicationActivity } from '../applications/application-activity.service';
import { ApplicantErasure } from './applicant-erasure.service';

/** Applications under retention: their activity from applications, their purge an erasure. */
@Injectable()
export class ApplicationRetention implements RetentionSubjectKind, OnModuleInit {
  readonly subject = 'application';

  constructor(
    private readonly activity: ApplicationActivity,
    private readonly erasure: ApplicantErasure,
    private readonly subjects: RetentionSubjects,
    private readonly audit: AuditService,
  ) {}

  onModuleInit(): void {
    this.subjects.register(this);
  }

  inactiveBefore(cutoff: string) {
    return this.activity.inactiveBefore(cutoff);
  }

  describe(ids: number[]): Promise<Map<number, RetentionDescription>> {
    return this.activity.describe(ids);
  }

  /** The same erasure as HR's delete, every copy; a hold placed since the run read it wins. */
  async purge(id: number): Promise<boolean> {
    try {
      if ((await this.erasure.erase(id)) === 'erased') return true;
    } catch (error) {
      // HR deleted it meanwhile: nothing is left to purge.
      if (error instanceof NotFoundError) return true;
      throw error;
    }
    await this.audit.record(
      'retention.deletion-refused',
      { type: 'application', id },
      { actor: null, address: null },
    );
    return false;
  }
}
