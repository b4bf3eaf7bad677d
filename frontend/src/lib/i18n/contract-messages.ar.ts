import {
  APPLICATION_MESSAGES_AR,
  CONTACT_MESSAGES_AR,
  ENQUIRY_MESSAGES_AR,
  QUOTE_MESSAGES_AR,
} from '@uaq/contract/messages.ar';
import { arabic } from './arabic';
import {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_MESSAGES,
  QUOTE_MESSAGES,
} from './contract-messages';

/*
 * The contract's Arabic messages (the same words the server answers with for `Accept-Language: ar`),
 * registered for the Arabic form pages (apply, contact, quote); no English page loads this file.
 */
export const applicationMessagesAr = arabic(APPLICATION_MESSAGES, APPLICATION_MESSAGES_AR);
export const contactMessagesAr = arabic(CONTACT_MESSAGES, CONTACT_MESSAGES_AR);
export const enquiryMessagesAr = arabic(ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_AR);
export const quoteMessagesAr = arabic(QUOTE_MESSAGES, QUOTE_MESSAGES_AR);
