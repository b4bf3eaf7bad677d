import { QUOTE_MESSAGES_AR } from '@uaq/contract/quote-messages.ar';
import { arabic } from './arabic';
import { QUOTE_MESSAGES } from './quote-messages';

/** The contract's Arabic quote-form messages (the words the server answers with for Arabic). */
export const quoteMessagesAr = arabic(QUOTE_MESSAGES, QUOTE_MESSAGES_AR);
