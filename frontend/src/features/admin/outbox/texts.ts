import type { OutboxStatus } from '@uaq/contract';
import { englishOnlyTexts } from '@/lib/i18n/texts';

/** Texts of the Outbox tab (translate here). */
export const adminOutboxTexts = englishOnlyTexts({
  heading: 'E-mail outbox',
  intro:
    'Every e-mail the site sends: to HR for each application, to applicants, and to the contact address for each enquiry. Failed attempts are retried for 24 hours.',
  loading: 'Loading e-mails...',
  loadFailed: 'The outbox could not be loaded. Please reload the page.',
  empty: 'No e-mails yet',
  emptyFiltered: 'No e-mails with this status.',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  status: { pending: 'Pending', sent: 'Sent', failed: 'Failed' } satisfies Record<OutboxStatus, string>,
  recipient: 'To',
  attempts: 'Attempts',
  created: 'Queued',
  sentAt: 'Sent',
  nextAttempt: 'Next attempt',
  lastError: 'Last error',
  retry: 'Retry now',
  retryFor: (subject: string) => `Retry now: ${subject}`,
  retryFailed: 'The e-mail could not be queued again. Please try again.',
  total: (n: number) => `${n} e-mail${n === 1 ? '' : 's'}`,
  pagination: 'Outbox pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const);
