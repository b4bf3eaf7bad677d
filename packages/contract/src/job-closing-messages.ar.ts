/** The Arabic of the closing-date and walk-in messages (see job-closing.ts), same keys. */
import type { JOB_CLOSING_MESSAGES } from './job-closing.ts';
import type { Translation } from './language.ts';

export const JOB_CLOSING_MESSAGES_AR: Translation<typeof JOB_CLOSING_MESSAGES> = {
  closed: (closedOn) => `انتهى التقديم على هذه الوظيفة في ${closedOn}`,
  resumeMissing: 'يرجى إرفاق سيرتك الذاتية (PDF أو DOC أو DOCX)',
};
