/**
 * The Arabic of the message catalogue (`message-catalogue.ts`): the public half, and with the
 * admin half (`admin-messages.ar.ts`) the whole, with the same codes, enforced by the type check.
 * Imported as `@uaq/contract/message-catalogue.ar`, never through the index, so English pages
 * never carry it.
 */
import type { MESSAGE_CATALOGUE, PUBLIC_MESSAGES } from './message-catalogue.ts';
import { ADMIN_MESSAGES_AR } from './admin-messages.ar.ts';
import type { Translation } from './language.ts';
import { PROJECT_MESSAGES_AR, REQUEST_MESSAGES_AR } from './messages.ar.ts';
import { APPLICATION_MESSAGES_AR } from './application-messages.ar.ts';
import { APPLICATION_SOURCE_MESSAGES_AR } from './application-source-messages.ar.ts';
import { CONTACT_MESSAGES_AR, ENQUIRY_MESSAGES_AR } from './enquiry-messages.ar.ts';
import { QUOTE_MESSAGES_AR } from './quote-messages.ar.ts';
import { JOB_CLOSING_MESSAGES_AR } from './job-closing-messages.ar.ts';
import { JOB_TERM_MESSAGES_AR } from './job-terms.ar.ts';
import { PHONE_MESSAGES_AR } from './phone-messages.ar.ts';
import { APPLICANT_STATUS_MESSAGES_AR } from './applicant-status.ar.ts';
import { LEGAL_HOLD_MESSAGES_AR } from './legal-holds.ar.ts';
import { SCREENING_MESSAGES_AR } from './screening.ar.ts';

export const PUBLIC_MESSAGES_AR: Translation<typeof PUBLIC_MESSAGES> = {
  request: REQUEST_MESSAGES_AR,
  application: APPLICATION_MESSAGES_AR,
  applicationSource: APPLICATION_SOURCE_MESSAGES_AR,
  contact: CONTACT_MESSAGES_AR,
  enquiry: ENQUIRY_MESSAGES_AR,
  quote: QUOTE_MESSAGES_AR,
  project: PROJECT_MESSAGES_AR,
  jobClosing: JOB_CLOSING_MESSAGES_AR,
  jobTerm: JOB_TERM_MESSAGES_AR,
  phone: PHONE_MESSAGES_AR,
  applicantStatus: APPLICANT_STATUS_MESSAGES_AR,
  legalHold: LEGAL_HOLD_MESSAGES_AR,
  screening: SCREENING_MESSAGES_AR,
};

/** The whole catalogue in Arabic: what the server answers with when Arabic is asked for. */
export const MESSAGE_CATALOGUE_AR: Translation<typeof MESSAGE_CATALOGUE> = {
  ...PUBLIC_MESSAGES_AR,
  ...ADMIN_MESSAGES_AR,
};
