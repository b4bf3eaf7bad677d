// What the server and the site agree on for the e-mail outbox. Re-exported by index.ts.
import type { ApplicationStatus } from './applications.ts';
import { STATUS_MAIL_PURPOSES } from './mail-templates.ts';

/** pending: waiting for (another) attempt; sent: accepted by the mail server; failed: given up. */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Application statuses that have a message for the applicant (sent only when HR asks for it). */
export type NotifiableApplicationStatus = keyof typeof STATUS_MAIL_PURPOSES;
export const NOTIFIABLE_APPLICATION_STATUSES = Object.keys(
  STATUS_MAIL_PURPOSES,
) as NotifiableApplicationStatus[];

/** Body of PATCH /api/admin/job-applications/:id/status. */
export interface ApplicationStatusInput {
  status: ApplicationStatus;
  /** Send the applicant the template for the new status (STATUS_MAIL_PURPOSES). */
  notifyApplicant?: boolean;
  /** HR answered the question a move out of Hired or into Rejected asks (status-moves.ts). */
  confirm?: boolean;
}

/** One row of GET /api/admin/outbox. */
export interface OutboxMessageSummary {
  id: number;
  /** Which message it is: new-application, application-received, new-enquiry, interview, rejection, offer (MAIL_TEMPLATE_OUTBOX_NAMES). */
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

/** GET /api/admin/outbox/:id: the message with its plain text, as the recipient reads it. */
export interface OutboxMessageDetail extends OutboxMessageSummary {
  text: string;
}

export const OUTBOX_MESSAGES = {
  notFound: 'Message not found',
  notFailed: 'Only a message that failed can be sent again',
  retryScheduled: 'The message will be sent again shortly',
} as const;
