/**
 * The contract's messages the public forms show themselves (field errors, outcomes), gathered so
 * that their Arabic twins (contract-messages.ar.ts) load with the Arabic form pages. The server's own
 * refusals arrive already in Arabic (`Accept-Language: ar`), so their texts stay off the browser.
 */
export { APPLICATION_MESSAGES, CONTACT_MESSAGES, ENQUIRY_MESSAGES, QUOTE_MESSAGES } from '@uaq/contract';
