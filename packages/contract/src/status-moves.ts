/**
 * HR's status moves (the board, the list's status select, the bulk bars): which stages HR may set,
 * which moves ask first, and how long a move can be undone. The server enforces them; the admin
 * area asks the question and offers the undo from the same rules. Re-exported by index.ts.
 */
import { APPLICATION_STATUSES, type ApplicationStatus } from './applications.ts';

/** Set only by the applicant, on their status page: HR never moves an application there. */
export const APPLICANT_ONLY_STATUSES = ['withdrawn'] as const satisfies readonly ApplicationStatus[];

/** The stages HR may move an application to. */
export const HR_SETTABLE_STATUSES = APPLICATION_STATUSES.filter(
  (status) => !(APPLICANT_ONLY_STATUSES as readonly string[]).includes(status),
);

/**
 * Moves that undo a decision, or make one the applicant hears about, ask first: out of Hired, and
 * into Rejected. The request says `confirm: true` once HR has answered the question.
 */
export function moveNeedsConfirmation(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from !== to && (from === 'hired' || to === 'rejected');
}

/** A move can be undone by whoever made it, for this long, while it is the application's last. */
export const STATUS_UNDO_SECONDS = 10;

/** Body of POST /api/admin/job-applications/:id/status/undo. */
export interface StatusUndoInput {
  /** The `id` of the status history entry the move made (its last one). */
  changeId: number;
}

export const STATUS_MOVE_MESSAGES = {
  applicantOnly: 'Only the applicant can withdraw an application, on their status page',
  confirmRequired: 'Moving an application out of Hired or into Rejected needs your confirmation',
  confirmBoolean: 'confirm must be true or false',
  changeIdInvalid: 'changeId must be the id of a status change',
  changeNotFound: 'This application has no such status change',
  undoNotLatest: 'The application has moved again since; this move can no longer be undone',
  undoNotYours: 'Only the team member who made a move can undo it',
  undoExpired: `A move can be undone for ${STATUS_UNDO_SECONDS} seconds; this one is older`,
  undoMailed: 'This move e-mailed the applicant; it can no longer be undone',
} as const;
