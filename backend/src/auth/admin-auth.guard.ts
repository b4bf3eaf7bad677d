import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { IS_PUBLIC_KEY } from '../common/decorators/public.decorator';
import { AppError } from '../common/errors/app-error';
import { AUTH_MESSAGES, TEAM_MESSAGES } from '@uaq/contract';
import type { AuthenticatedAdmin } from './auth-tokens.service';
import { ALLOW_PENDING_KEY, ROLES_KEY, type RoleRule } from './roles.decorator';

/**
 * The global guard (APP_GUARD): every route needs an admin session token unless it is marked
 * `@Public()`, so a new route is private until someone decides otherwise. Then: an account with a
 * step to take first reaches only `@AllowPending()` routes, and `@Roles(...)` routes refuse other
 * roles (403).
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    await super.canActivate(context);
    const admin = context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>().user;
    if (admin.pending && !this.reflector.getAllAndOverride<boolean>(ALLOW_PENDING_KEY, targets)) {
      const message =
        admin.pending === 'password' ? TEAM_MESSAGES.mustChangePassword : TEAM_MESSAGES.mustEnrolMfa;
      throw new AppError(HttpStatus.FORBIDDEN, message);
    }
    const rule = this.reflector.getAllAndOverride<RoleRule | undefined>(ROLES_KEY, targets);
    if (rule && !rule.roles.includes(admin.role)) throw new AppError(HttpStatus.FORBIDDEN, rule.refusal);
    return true;
  }

  override handleRequest<TAdmin>(error: unknown, admin: TAdmin | false | null): TAdmin {
    if (error || !admin) throw new AppError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
    return admin;
  }
}
