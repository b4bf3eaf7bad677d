/**
 * Data retention: how long applications, enquiries and quote requests are kept after
 * their last activity, the quarantine before a purge, and legal holds. Admin-only (English).
 */

/** The kinds of records retention covers, as they appear in admin URLs (`/api/admin/retention/:subject/...`). */
export const RETENTION_SUBJECTS = ['application', 'enquiry', 'quote-request'] as const;
export type RetentionSubject = (typeof RETENTION_SUBJECTS)[number];

export interface RetentionSettings {
  /** Months after an application's last activity (submission, status change, HR note, "keep"). */
  applicationMonths: number;
  /** Months after an enquiry was sent. */
  enquiryMonths: number;
  /** Months after a quote request's last activity (sent, status change). */
  quoteRequestMonths: number;
  /** Days a marked record waits, visible to HR, before the purge removes it. */
  quarantineDays: number;
}

export const RETENTION_DEFAULTS: RetentionSettings = {
  applicationMonths: 24,
  enquiryMonths: 24,
  quoteRequestMonths: 24,
  quarantineDays: 30,
};

export const RETENTION_LIMITS = {
  minMonths: 1,
  maxMonths: 120,
  minQuarantineDays: 1,
  maxQuarantineDays: 365,
  holdReason: 500,
} as const;

export const RETENTION_MESSAGES = {
  months: `Enter a whole number of months from ${RETENTION_LIMITS.minMonths} to ${RETENTION_LIMITS.maxMonths}`,
  quarantineDays: `Enter a whole number of days from ${RETENTION_LIMITS.minQuarantineDays} to ${RETENTION_LIMITS.maxQuarantineDays}`,
  holdReasonRequired: 'Give the reason for the legal hold',
  holdReasonTooLong: `The reason must be at most ${RETENTION_LIMITS.holdReason} characters`,
  subject: `Choose one of: ${RETENTION_SUBJECTS.join(', ')}`,
  state: 'Choose marked or held',
  stage: 'Choose mark or purge',
  recordNotFound: 'No such record',
  notHeld: 'This record is not on legal hold',
  notMarked: 'This record is not marked for deletion',
} as const;

/** Which retention list: records marked for deletion (waiting out their quarantine) or on legal hold. */
export const RETENTION_ITEM_STATES = ['marked', 'held'] as const;
export type RetentionItemState = (typeof RETENTION_ITEM_STATES)[number];

/** One record in HR's retention lists. */
export interface RetentionItem {
  subject: RetentionSubject;
  id: number;
  /** What HR recognises it by (the applicant's name and position, the sender's name and subject). */
  label: string;
  lastActivityAt: string;
  markedAt: string | null;
  /** When the purge removes it (marked + quarantine), unless kept or held first. */
  purgeOn: string | null;
  heldAt: string | null;
  heldBy: string | null;
  holdReason: string | null;
}

/** Body of PUT /api/admin/retention/:subject/:id/hold. */
export interface LegalHoldInput {
  reason: string;
}

/** The dry run's stages: what the next run would mark, and what it would purge. */
export const RETENTION_STAGES = ['mark', 'purge'] as const;
export type RetentionStage = (typeof RETENTION_STAGES)[number];

export type RetentionCounts = Record<RetentionSubject, number>;

/** What a retention run did (or, in a dry run, would do) now. */
export interface RetentionRunSummary {
  dryRun: boolean;
  at: string;
  marked: RetentionCounts;
  purged: RetentionCounts;
}

/** One row of the dry run's paged list. */
export interface RetentionDryRunRow {
  subject: RetentionSubject;
  id: number;
  label: string;
  lastActivityAt: string;
  purgeOn: string | null;
}

/** What the audit trail records of retention (ids and counts only, never personal data). */
export const RETENTION_AUDIT_ACTIONS = [
  'retention.settings-updated',
  'retention.hold-placed',
  'retention.hold-lifted',
  'retention.kept',
  'retention.purged',
  // A deletion a legal hold refused (HR's delete, a purge that met a hold placed meanwhile).
  'retention.deletion-refused',
] as const;
