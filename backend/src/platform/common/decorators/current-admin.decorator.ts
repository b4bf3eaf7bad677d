import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { AuthenticatedAdmin } from '../../../accounts/auth-tokens.service';

export type { AuthenticatedAdmin } from '../../../accounts/auth-tokens.service';

/** The admin the global guard authenticated for this request (`{ id, username }`). */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin =>
    context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>().user,
);
