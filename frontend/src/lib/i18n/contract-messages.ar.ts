import {
  APPLICATION_MESSAGES_AR,
  CONTACT_MESSAGES_AR,
  ENQUIRY_MESSAGES_AR,
  PROJECT_MESSAGES_AR,
  QUOTE_MESSAGES_AR,
  REQUEST_MESSAGES_AR,
} from '@uaq/contract/messages.ar';
import { arabic } from './arabic';
import {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_MESSAGES,
  PROJECT_MESSAGES,
  QUOTE_MESSAGES,
  REQUEST_MESSAGES,
} from './contract-messages';

/*
 * The contract's Arabic messages (the same words the server answers with for `Accept-Language: ar`),
 * registered for the Arabic pages: every Arabic route loads this file, no English page does.
 */
export const applicationMessagesAr = arabic(APPLICATION_MESSAGES, APPLICATION_MESSAGES_AR);
export const contactMessagesAr = arabic(CONTACT_MESSAGES, CONTACT_MESSAGES_AR);
export const enquiryMessagesAr = arabic(ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_AR);
export const projectMessagesAr = arabic(PROJECT_MESSAGES, PROJECT_MESSAGES_AR);
export const quoteMessagesAr = arabic(QUOTE_MESSAGES, QUOTE_MESSAGES_AR);
export const requestMessagesAr = arabic(REQUEST_MESSAGES, REQUEST_MESSAGES_AR);
