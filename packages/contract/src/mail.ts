// What the server and the site agree on for the e-mail outbox. Re-exported by index.ts.
import type { ApplicationStatus } from './applications.ts';

/** pending: waiting for (another) attempt; sent: accepted by the mail server; failed: given up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Application statuses that have a message for the applicant (sent only when HR asks for it). */
export const NOTIFIABLE_APPLICATION_STATUSES = ['shortlisted', 'interviewed', 'rejected', 'hired'] as const;
export type NotifiableApplicationStatus = (typeof NOTIFIABLE_APPLICATION_STATUSES)[number];

/** Body of PATCH /api/admin/job-applications/:id/status. */
export interface ApplicationStatusInput {
  status: ApplicationStatus;
  /** Send the applicant the message for the new status (shortlisted, interviewed, rejected, hired). */
  notifyApplicant?: boolean;
}

/** One row of GET /api/admin/outbox. */
export interface OutboxMessageSummary {
  id: number;
  /** Which message it is: new-application, application-received, new-enquiry, status-<status>. */
  template: string;
  language: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the next attempt is due (pending messages). */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export const OUTBOX_MESSAGES = {
  notFound: 'Message not found',
  notFailed: 'Only a message that failed can be sent again',
  retryScheduled: 'The message will be sent again shortly',
} as const;
