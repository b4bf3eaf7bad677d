// What the server and the site agree on for team accounts, sign-in and the audit trail. Re-exported by index.ts.
import type { ApiSuccess } from './api.ts';
import type { Language } from './language.ts';
import { OFFER_AUDIT_ACTIONS } from './offers.ts';
import { RETENTION_AUDIT_ACTIONS } from './retention.ts';

/** Usernames, compared in their canonical form (NFKC, lower case) everywhere. */
export const ADMIN_USERNAME_RULES = {
  pattern: '^[a-z0-9._-]{3,50}$',
  maxLength: 50,
  message: 'Usernames are 3 to 50 lower-case letters, digits, dots, dashes or underscores.',
} as const;

/**
 * `owner`: everything, managing admins included; `hr`: everything else; `interviewer`: only the
 * applications it sits on an interview panel of (the interviewer's desk), and its own account.
 */
export const ADMIN_ROLES = ['owner', 'hr', 'interviewer'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/**
 * What a signed-in admin must do before anything else: set a new password (after a one-time
 * password), or enrol a second factor (when an owner requires it for everyone). null: nothing.
 */
export type AdminPendingStep = 'password' | 'mfa' | null;

export interface SignedInAdmin extends AdminUser {
  role: AdminRole;
  mfaEnabled: boolean;
  pending: AdminPendingStep;
  /** The member's interface language, kept on the account (`en` unless they chose Arabic). */
  language: Language;
}

/** `PATCH /api/admin/me`: the signed-in member's own settings. */
export interface AdminSettingsInput {
  language: Language;
}

/** One account as the Team screen lists it. */
export interface AdminAccount {
  id: number;
  username: string;
  role: AdminRole;
  disabled: boolean;
  mfaEnabled: boolean;
  /** Still on its one-time password. */
  mustChangePassword: boolean;
  createdAt: string;
  /** Where the account's interview invitations go; null: none sent. */
  email: string | null;
}

export interface NewAdminAccount {
  account: AdminAccount;
  /** Shown once; the account must replace it at first sign-in. */
  oneTimePassword: string;
}

export interface AdminAccountInput {
  username: string;
  role: AdminRole;
}

export interface AdminAccountChange {
  role?: AdminRole;
  disabled?: boolean;
  /** null or '' removes it. */
  email?: string | null;
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
}

export interface MfaEnrolment {
  secret: string;
  otpauthUrl: string;
}

export interface MfaRecoveryCodes {
  recoveryCodes: string[];
}

export interface SecuritySettings {
  /** Every account must use a second factor; accounts without one enrol at their next sign-in. */
  mfaRequired: boolean;
  /**
   * HR may approve offers (never one it drafted or changed itself); otherwise only the owner does.
   * Optional in PUT (unchanged when left out); GET always sends it.
   */
  hrMayApproveOffers?: boolean;
}

export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** What the audit trail records (ids only: no applicant data, no secrets). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in.failed',
  // A second-factor code that could not be checked: the secret was sealed with a key the server lacks.
  'sign-in.mfa-key-unknown',
  'sign-out',
  'password.changed',
  'mfa.enabled',
  'account.created',
  'account.updated',
  'security-settings.updated',
  'job.created',
  'job.updated',
  'job.status-changed',
  'job.deleted',
  'application.status-changed',
  // HR took back their own move within seconds (the board's undo).
  'application.status-change-undone',
  'applications.status-changed',
  'application.note-added',
  'application.deleted',
  'applications.exported',
  'resume.downloaded',
  'constants.updated',
  'enquiry.updated',
  'enquiry.deleted',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'interview.scored',
  'interview.scorecard-submitted',
  // The applicant's status page: the applicant acts by link, the erasure job on its own.
  'application.withdrawn',
  'application.erasure-requested',
  'application.erased-on-request',
  // The erasure job met a legal hold: the request waits, and the applicant is told (once).
  'application.erasure-deferred',
  'applicant.data-exported',
  'applicant.phone-corrected',
  'applicant.email-changed',
  'applicant.links-revoked',
  ...RETENTION_AUDIT_ACTIONS,
  'mail-template.updated',
  'mail-template.restored',
  'application.mailed',
  'applications.mailed',
  // A WhatsApp chat prepared for an application (its link handed out once recorded).
  'application.whatsapp-opened',
  // Candidates: HR adds, imports and reconsiders them, corrects and tags them.
  'candidate.added',
  'candidates.imported',
  'candidate.considered',
  'candidate.updated',
  'candidate.tags-changed',
  'candidate-tag.created',
  'candidate-tag.updated',
  'candidate-tag.deleted',
  ...OFFER_AUDIT_ACTIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an audit event points at (its `targetType`), each named in the admin's languages. */
export const AUDIT_RECORD_TYPES = [
  'job',
  'application',
  'interview',
  'enquiry',
  'quote-request',
  'admin-account',
  'candidate',
  'candidate-tag',
  'offer',
  'pre-employment-check',
  // One retention run's purge of records past their period (`retention.purged`).
  'retention-purge',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export interface AuditEvent {
  id: number;
  at: string;
  /** The account that acted (null: a failed sign-in with an unknown username). */
  actorId: number | null;
  actorUsername: string | null;
  /** The scheduled job that acted when no account did (`retention`, `applicant-erasure`…), else null. */
  scheduledJob: string | null;
  action: AuditAction;
  targetType: string | null;
  targetId: number | null;
  address: string | null;
}

/** Where a page of a list stands: `meta` of every paged admin list. */
export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
}

/** A paged list's reply: `{ success, data, meta }`. */
export interface ApiPage<T> extends ApiSuccess<T[]> {
  meta: PageMeta;
}

export const TEAM_MESSAGES = {
  ownerOnly: 'Only an owner can manage admin accounts',
  lastOwner: 'There must always be at least one enabled owner.',
  accountNotFound: 'Admin account not found',
  usernameTaken: 'That username is already taken.',
  created: 'Account created. Give the one-time password to its owner; it is shown only once.',
  updated: 'Account updated',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordTooShort: `Passwords must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`,
  passwordUnchanged: 'Choose a password different from the current one.',
  loggedOut: 'Signed out',
  mustChangePassword: 'Set a new password before continuing.',
  mustEnrolMfa: 'Set up two-factor sign-in before continuing.',
  auditOwnerOnly: 'Only an owner can read the audit trail',
} as const;

export const MFA_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'That code is not valid. Enter the current 6-digit code.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  notStarted: 'Start the two-factor set-up first.',
  enabled: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe.',
  ownFirst: 'Turn on two-factor sign-in for your own account before requiring it for everyone.',
  keyUnknown:
    'Your two-factor code cannot be checked on this server: its encryption key has changed. Sign in with a recovery code, or ask the site’s operator to restore the previous key.',
} as const;

export interface AdminUser {
  id: number;
  username: string;
}

export interface LoginResult {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
  user: SignedInAdmin;
}
