import { SetMetadata } from '@nestjs/common';
import type { AdminRole } from '@uaq/contract';
import type { PlainCode } from '../errors/app-error';

export const ROLES_KEY = 'adminRoles';
export const ALLOW_PENDING_KEY = 'allowPendingAdmin';

export interface RoleRule {
  roles: readonly AdminRole[];
  /** The code of the 403's message for everyone else. */
  refusal: PlainCode;
}

/** Only these roles may call the route (or the controller's routes); the global guard answers 403. */
export const Roles = (roles: readonly AdminRole[], refusal: PlainCode) =>
  SetMetadata(ROLES_KEY, { roles, refusal } satisfies RoleRule);

/**
 * Reachable while the account still has a step to take (a one-time password to replace, a second
 * factor to enrol): its own profile, password, two-factor set-up and sign-out. Everything else
 * answers 403 until then.
 */
export const AllowPending = () => SetMetadata(ALLOW_PENDING_KEY, true);
