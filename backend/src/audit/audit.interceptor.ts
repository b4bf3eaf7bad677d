import { CallHandler, ExecutionContext, Injectable, NestInterceptor, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { from, mergeMap, Observable } from 'rxjs';
import type { SignedInAdmin } from '@uaq/contract';
import { PUBLIC_CACHE_KEY } from '../platform/common/http/http-reply.decorators';
import type { RouteScopedEnhancer } from '../platform/common/http/route-enhancers';
import { auditContext } from './audit-context';
import { AUDITED_KEY, type AuditedRoute } from '../platform/common/decorators/audited.decorator';
import { AuditService, type AuditTarget } from './audit.service';

/**
 * Runs each request's handler with its actor and address at hand for AuditService, and records
 * `@Audited(...)` routes after they succeed (a refused or failed action is not recorded as done).
 * `@PublicCache()` reads change nothing and record nothing: their routes are built without it.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor, RouteScopedEnhancer {
  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  appliesTo(handler: (...args: never[]) => unknown, controller: Type): boolean {
    const readOnly =
      this.reflector.getAllAndOverride<boolean>(PUBLIC_CACHE_KEY, [handler, controller]) === true &&
      !this.reflector.get<AuditedRoute | undefined>(AUDITED_KEY, handler);
    return !readOnly;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: SignedInAdmin }>();
    const store = {
      actor: request.user ? { id: request.user.id, username: request.user.username } : null,
      address: request.ip ?? null,
    };
    const audited = this.reflector.get<AuditedRoute | undefined>(AUDITED_KEY, context.getHandler());
    return new Observable((subscriber) =>
      auditContext.run(store, () => {
        const handled = next.handle();
        const recorded = audited
          ? handled.pipe(
              mergeMap((body: unknown) =>
                from(
                  auditContext.run(store, () =>
                    this.audit.record(audited.action, target(audited, request, body)).then(() => body),
                  ),
                ),
              ),
            )
          : handled;
        return recorded.subscribe(subscriber);
      }),
    );
  }
}

function target(audited: AuditedRoute, request: Request, body: unknown): AuditTarget | null {
  if (!audited.targetType) return null;
  const fromPath = Number(request.params?.id);
  if (Number.isInteger(fromPath) && fromPath > 0) return { type: audited.targetType, id: fromPath };
  const fromBody = (body as { data?: { id?: unknown; account?: { id?: unknown } } } | undefined)?.data;
  const id = fromBody?.id ?? fromBody?.account?.id;
  return { type: audited.targetType, id: typeof id === 'number' ? id : null };
}
