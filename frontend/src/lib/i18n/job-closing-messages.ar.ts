import { JOB_CLOSING_MESSAGES_AR } from '@uaq/contract/job-closing-messages.ar';
import { arabic } from './arabic';
import { JOB_CLOSING_MESSAGES } from './job-closing-messages';

/** The contract's Arabic closing-day and walk-in messages (the words the server answers with). */
export const jobClosingMessagesAr = arabic(JOB_CLOSING_MESSAGES, JOB_CLOSING_MESSAGES_AR);
