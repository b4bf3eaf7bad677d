import { ExecutionContext, HttpStatus, Injectable, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../platform/common/decorators/public.decorator';
import { AppError } from '../platform/common/errors/app-error';
import type { RouteScopedEnhancer } from '../platform/common/http/route-enhancers';
import { MESSAGE_CODES } from '@uaq/contract';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { SESSION_STRATEGY } from './jwt.strategy';
import { RESUME_LINK_STRATEGY } from './resume-link.strategy';
import {
  ALLOW_PENDING_KEY,
  ROLES_KEY,
  STAFF_ONLY,
  type RoleRule,
} from '../platform/common/decorators/roles.decorator';
import { ACCEPTS_RESUME_LINK_KEY } from '../platform/common/decorators/signed-link.decorator';

/** A strategy's own refusal (e.g. the CSRF header's 403) stands; anything else is a plain 401. */
function admitted<TAdmin>(error: unknown, admin: TAdmin | false | null): TAdmin {
  if (error instanceof AppError) throw error;
  if (error || !admin) throw new AppError(HttpStatus.UNAUTHORIZED, MESSAGE_CODES.auth.authenticationRequired);
  return admin;
}

/** The session, or a resume download link for the application in the path. */
class SessionOrResumeLinkGuard extends AuthGuard([SESSION_STRATEGY, RESUME_LINK_STRATEGY]) {
  override handleRequest<TAdmin>(error: unknown, admin: TAdmin | false | null): TAdmin {
    return admitted(error, admin);
  }
}

/**
 * The global guard (APP_GUARD): every route needs an admin session unless it is marked
 * `@Public()`, so a new route is private until someone decides otherwise. Then: an account with a
 * step to take first reaches only `@AllowPending()` routes, and a route's roles (`@Roles(...)`, or
 * the staff, owner and hr, when it names none) refuse the others (403): an interviewer reaches only
 * the routes that open to it (`@OpenToInterviewers()`). The passport strategies are the only code
 * that reads credentials.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard(SESSION_STRATEGY) implements RouteScopedEnhancer {
  private readonly sessionOrResumeLink = new SessionOrResumeLinkGuard();

  constructor(private readonly reflector: Reflector) {
    super();
  }

  /** A `@Public()` route is built without this guard (see route-enhancers.ts). */
  appliesTo(handler: (...args: never[]) => unknown, controller: Type): boolean {
    return this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, controller]) !== true;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ACCEPTS_RESUME_LINK_KEY, targets)) {
      await this.sessionOrResumeLink.canActivate(context);
    } else {
      await super.canActivate(context);
    }
    const admin = context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>().user;
    if (admin.pending && !this.reflector.getAllAndOverride<boolean>(ALLOW_PENDING_KEY, targets)) {
      const message =
        admin.pending === 'password'
          ? MESSAGE_CODES.team.mustChangePassword
          : MESSAGE_CODES.team.mustEnrolMfa;
      throw new AppError(HttpStatus.FORBIDDEN, message);
    }
    const rule = this.reflector.getAllAndOverride<RoleRule | undefined>(ROLES_KEY, targets) ?? STAFF_ONLY;
    if (!rule.roles.includes(admin.role)) throw new AppError(HttpStatus.FORBIDDEN, rule.refusal);
    return true;
  }

  override handleRequest<TAdmin>(error: unknown, admin: TAdmin | false | null): TAdmin {
    return admitted(error, admin);
  }
}
