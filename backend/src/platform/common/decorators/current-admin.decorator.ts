import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SignedInAdmin } from '@uaq/contract';

/** The admin a request was authenticated as (read from the database, or from SessionCheckCache). */
export type AuthenticatedAdmin = SignedInAdmin;

/** The admin the global guard authenticated for this request (`{ id, username }`). */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin =>
    context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>().user,
);
