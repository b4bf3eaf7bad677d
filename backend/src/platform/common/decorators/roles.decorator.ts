import { SetMetadata } from '@nestjs/common';
import { ADMIN_ROLES, MESSAGE_CODES, type AdminRole } from '@uaq/contract';
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
 * The rule of every route that states none: the staff (owner and hr). So an interviewer reaches
 * only the routes that say it may, and a new route is closed to interviewers until it does.
 */
export const STAFF_ONLY: RoleRule = { roles: ['owner', 'hr'], refusal: MESSAGE_CODES.interviewer.staffOnly };

/**
 * Every role may call the route: an account's own profile, password and sign-in steps, and the
 * interviewer's desk (which shows each account only the interviews it sits on).
 */
export const OpenToInterviewers = () => Roles(ADMIN_ROLES, MESSAGE_CODES.interviewer.staffOnly);

/**
 * Reachable while the account still has a step to take (a one-time password to replace, a second
 * factor to enrol): its own profile, password, two-factor set-up and sign-out. Everything else
 * answers 403 until then.
 */
export const AllowPending = () => SetMetadata(ALLOW_PENDING_KEY, true);
