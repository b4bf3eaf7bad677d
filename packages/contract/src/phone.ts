/**
 * The one phone rule of the apply, contact and quote forms and of the API: a number
 * that exists in the UAE's numbering plan (050 123 4567, 06 766 0000, +971 50 123 4567,
 * 00971 50 123 4567) or in another country's, written with its + or 00 prefix. Checked by
 * libphonenumber-js with its smallest metadata (lengths per country and type), which the browser loads
 * only when a form is sent.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';

export { PHONE_MESSAGES } from './phone-messages.ts';

/** Letters and other marks people do not write in phone numbers (spaces, dashes, dots, brackets are fine). */
const NOT_A_PHONE_CHARACTER = /[^\d\s+\-.()]/;

export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  if (value === '' || NOT_A_PHONE_CHARACTER.test(value)) return false;
  return isValidPhoneNumber(value.replace(/^00/, '+'), 'AE');
}
