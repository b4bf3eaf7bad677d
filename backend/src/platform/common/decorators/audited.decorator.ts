import { SetMetadata } from '@nestjs/common';
import type { AuditAction, AuditRecordType } from '@uaq/contract';

export const AUDITED_KEY = 'auditedAction';

export interface AuditedRoute {
  action: AuditAction;
  /** What the route's `:id` (or, without one, the answer's `data.id`) names. */
  targetType?: AuditRecordType;
}

/** Records the action in the audit trail once the route has succeeded (see AuditInterceptor). */
export const Audited = (action: AuditAction, targetType?: AuditRecordType) =>
  SetMetadata(AUDITED_KEY, { action, targetType } satisfies AuditedRoute);
