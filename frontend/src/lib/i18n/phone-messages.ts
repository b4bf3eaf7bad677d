/**
 * The phone rule's message, named here so that its Arabic twin (phone-messages.ar.ts) loads with the
 * Arabic form pages only; the rule itself loads on demand (lib/phone-check.ts).
 */
export { PHONE_MESSAGES } from '@uaq/contract/phone-messages';
