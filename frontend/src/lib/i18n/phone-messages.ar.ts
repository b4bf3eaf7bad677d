import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { arabic } from './arabic';
import { PHONE_MESSAGES } from './phone-messages';

/** The contract's Arabic phone message (the words the server answers with for Arabic). */
export const phoneMessagesAr = arabic(PHONE_MESSAGES, PHONE_MESSAGES_AR);
