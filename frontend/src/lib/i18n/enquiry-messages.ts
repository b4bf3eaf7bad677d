/**
 * The contract's messages the contact form shows itself (field errors, outcomes), named here so
 * that their Arabic twin (enquiry-messages.ar.ts) loads with the Arabic contact page only.
 */
export { CONTACT_MESSAGES, ENQUIRY_MESSAGES } from '@uaq/contract';
