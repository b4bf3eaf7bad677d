import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC_KEY } from '../common/decorators/public.decorator';
import { AppError } from '../common/errors/app-error';
import { AUTH_MESSAGES } from '@uaq/contract';

/**
 * The global guard (APP_GUARD): every route needs an admin session token unless it is marked
 * `@Public()`, so a new route is private until someone decides otherwise.
 */
@Injectable()
export class AdminAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return isPublic ? true : super.canActivate(context);
  }

  override handleRequest<TAdmin>(error: unknown, admin: TAdmin | false | null): TAdmin {
    if (error || !admin) throw new AppError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.authenticationRequired);
    return admin;
  }
}
