import { CONTACT_MESSAGES_AR, ENQUIRY_MESSAGES_AR } from '@uaq/contract/enquiry-messages.ar';
import { arabic } from './arabic';
import { CONTACT_MESSAGES, ENQUIRY_MESSAGES } from './enquiry-messages';

/** The contract's Arabic contact-form messages (the words the server answers with for Arabic). */
export const contactMessagesAr = arabic(CONTACT_MESSAGES, CONTACT_MESSAGES_AR);
export const enquiryMessagesAr = arabic(ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_AR);
