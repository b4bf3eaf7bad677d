/**
 * The number a WhatsApp chat opens with: a mobile number, in E.164, read from the phone an
 * applicant typed (050 123 4567, +971 50 123 4567, 00971 50 123 4567, or another country's with its
 * prefix). Landlines, toll-free and other numbers that cannot have WhatsApp are refused. Uses
 * libphonenumber-js's `mobile` metadata (each country's mobile ranges, ~95 KB): imported as
 * `@uaq/contract/whatsapp-number` where a chat is prepared, never by the public pages.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** A number WhatsApp can open a chat with. */
export interface WhatsAppNumber {
  /** `+971501234567`. */
  e164: string;
  /** The same without the `+`, as wa.me links want it. */
  digits: string;
}

/** Why a stored phone cannot open a chat: none given, or not a mobile number. */
export type NoWhatsAppNumber = 'missing' | 'not-mobile';

export function whatsappNumberOf(phone: string | null | undefined): WhatsAppNumber | NoWhatsAppNumber {
  const typed = phone?.trim() ?? '';
  if (typed === '') return 'missing';
  const number = parsePhoneNumberFromString(typed.replace(/^00/, '+'), 'AE');
  // The UAE's mobiles and other countries' alike, by each country's ranges; where a country's plan
  // cannot tell mobiles from landlines, libphonenumber says FIXED_LINE_OR_MOBILE: worth a try.
  const type = number?.isValid() ? number.getType() : undefined;
  if (!number || (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) return 'not-mobile';
  return { e164: number.number, digits: number.number.slice(1) };
}
