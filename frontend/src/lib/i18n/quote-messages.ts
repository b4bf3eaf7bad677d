/**
 * The contract's messages the quote form shows itself (field errors, outcome), named here so that
 * their Arabic twin (quote-messages.ar.ts) loads with the Arabic quote page only.
 */
export { QUOTE_MESSAGES } from '@uaq/contract';
