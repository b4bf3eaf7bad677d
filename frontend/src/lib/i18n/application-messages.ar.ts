import { APPLICATION_MESSAGES_AR } from '@uaq/contract/application-messages.ar';
import { arabic } from './arabic';
import { APPLICATION_MESSAGES } from './application-messages';

/** The contract's Arabic apply-form messages (the words the server answers with for Arabic). */
export const applicationMessagesAr = arabic(APPLICATION_MESSAGES, APPLICATION_MESSAGES_AR);
