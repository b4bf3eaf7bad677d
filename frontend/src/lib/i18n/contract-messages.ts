/**
 * The contract's messages a visitor can read on the public forms (field errors, outcomes, refusals),
 * gathered so that their Arabic twins (contract-messages.ar.ts) load with the Arabic pages.
 */
export {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_MESSAGES,
  PROJECT_MESSAGES,
  QUOTE_MESSAGES,
  REQUEST_MESSAGES,
} from '@uaq/contract';
