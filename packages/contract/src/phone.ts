/**
 * The one phone rule of the apply, contact and quote forms and of the API: a number
 * that exists in the UAE's numbering plan (050 123 4567, 06 766 0000, +971 50 123 4567,
 * 00971 50 123 4567) or in another country's, written with its + or 00 prefix. Checked by
 * libphonenumber-js with its smallest metadata (lengths per country and type), which the browser loads
 * only when a form is sent.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export { PHONE_MESSAGES } from './phone-messages.ts';

/** Letters and other marks people do not write in phone numbers (spaces, dashes, dots, brackets are fine). */
const NOT_A_PHONE_CHARACTER = /[^\d\s+\-.()]/;

export function isPhoneNumber(text: string): boolean {
  const value = text.trim();
  if (value === '' || NOT_A_PHONE_CHARACTER.test(value)) return false;
  return isValidPhoneNumber(value.replace(/^00/, '+'), 'AE');
}

/**
 * The number in E.164 (`+971559990000`), stored beside what was typed and searched: `0559990000`,
 * `055 999 0000`, `+971 55 999 0000` and `00971559990000` are one number. Null for text the phone
 * rule refuses (and for a blank).
 */
export function phoneE164(text: string): string | null {
  if (!isPhoneNumber(text)) return null;
  return parsePhoneNumberFromString(text.trim().replace(/^00/, '+'), 'AE')?.number ?? null;
}
