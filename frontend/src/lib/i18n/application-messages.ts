/**
 * The contract's messages the job application form shows itself (field errors, outcome), named here
 * so that their Arabic twin (application-messages.ar.ts) loads with the Arabic apply page only. The
 * server's own refusals arrive already in Arabic (`Accept-Language: ar`).
 */
export { APPLICATION_MESSAGES } from '@uaq/contract';
