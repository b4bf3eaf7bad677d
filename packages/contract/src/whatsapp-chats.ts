// WhatsApp from the tracker: HR opens a chat with an applicant (a wa.me click-to-chat link, no
// WhatsApp account or token), its first message written from HR's WhatsApp template in the
// applicant's language, and every chat opened is in the application's history. Re-exported by index.ts.
import type { Language } from './language.ts';
import { withParameter } from './message-parameter.ts';
import { groupedNumber } from './numbers.ts';

/** The template purpose of the WhatsApp messages (plain text, the e-mail templates' placeholders). */
export const WHATSAPP_TEMPLATE_PURPOSE = 'whatsapp';
export type WhatsAppTemplatePurpose = typeof WHATSAPP_TEMPLATE_PURPOSE;

/**
 * The longest WhatsApp message, template and written message alike (in UTF-16 units, as
 * JavaScript counts), so that the chat link opens everywhere: the text travels percent-encoded in
 * the link, and an Arabic letter takes 6 characters there (two UTF-8 bytes), so 1,000 characters
 * make a link of about 6,000 characters, under the 8 KB that phones' URL handlers, in-app browsers
 * and proxies reliably take. It is also what an applicant reads on a phone screen or two: a first
 * message, not a letter (the e-mail templates take 10,000).
 */
export const WHATSAPP_TEXT_LIMIT = 1_000;

/** At most this many applications in one step-through of a selection (the bulk e-mail's limit). */
export const WHATSAPP_SELECTION_LIMIT = 500;

/** One WhatsApp chat opened with the applicant, as the application's history keeps it. */
export interface ApplicationWhatsAppContact {
  id: number;
  /** The number the chat was opened with (E.164, `+971501234567`). */
  phone: string;
  /** The language of the message: the applicant's. */
  language: Language;
  /** Which template wrote it: its purpose, and when HR saved the version used (null: the default text). */
  template: { purpose: WhatsAppTemplatePurpose; savedAt: string | null };
  /** The message as prepared (HR may still edit it in WhatsApp before sending). */
  text: string;
  contactedBy: string;
  contactedAt: string;
}

/**
 * A chat ready to open: answered by POST /api/admin/job-applications/:id/whatsapp (and by the
 * step-through of a selection) only once its history entry is recorded.
 */
export interface WhatsAppChat {
  applicationId: number;
  /** The applicant's name, for the step-through's "Next: …". */
  fullName: string;
  /** `https://wa.me/<digits>?text=<the message>`: opens WhatsApp with the chat and the message written. */
  url: string;
  /** The history entry recorded for it. */
  contact: ApplicationWhatsAppContact;
}

/** Body of POST /api/admin/job-applications/whatsapp/next: the selection still to go, in HR's order. */
export interface WhatsAppStepInput {
  ids: number[];
}

/** An application of the selection that cannot be reached by WhatsApp, and why (a code of the catalogue). */
export interface WhatsAppSkipped {
  id: number;
  fullName: string;
  code: 'whatsapp.noPhone' | 'whatsapp.notMobile';
  message: string;
}

/**
 * One step through a selection: the chat of the first application of `ids` that has a mobile number
 * (null when none has), those before it that were skipped and why, and the ids still to go after it
 * (send them as the next step's `ids`; empty: done).
 */
export interface WhatsAppStep {
  chat: WhatsAppChat | null;
  skipped: WhatsAppSkipped[];
  remaining: number[];
}

export const WHATSAPP_MESSAGES = {
  noPhone: 'This applicant gave no phone number: WhatsApp needs a mobile number',
  notMobile: withParameter(
    'phone',
    (phone) => `${phone} is not a mobile number: WhatsApp needs one (call it, or send an e-mail)`,
  ),
  idsTooMany: `Step through at most ${WHATSAPP_SELECTION_LIMIT} applications at once`,
  bodyTooLong: `A WhatsApp message must be at most ${groupedNumber(WHATSAPP_TEXT_LIMIT)} characters`,
  noSubject: 'A WhatsApp message has no subject: leave it empty',
} as const;
