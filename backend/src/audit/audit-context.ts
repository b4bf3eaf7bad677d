import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditActor {
  id: number | null;
  username: string | null;
}

/** Who is acting, and from where, for the request being handled (set by AuditInterceptor). */
export interface AuditRequestContext {
  actor: AuditActor | null;
  address: string | null;
}

export const auditContext = new AsyncLocalStorage<AuditRequestContext>();
