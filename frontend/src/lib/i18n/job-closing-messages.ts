/**
 * The contract's closing-day and walk-in messages the apply form shows itself, named here so their
 * Arabic twin (job-closing-messages.ar.ts) loads with the Arabic apply page only.
 */
export { JOB_CLOSING_MESSAGES } from '@uaq/contract';
