import {
  APPLICANT_STATUS_MESSAGES,
  APPLICATION_MESSAGES,
  APPLICATION_SOURCE_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_MESSAGES,
  JOB_CLOSING_MESSAGES,
  JOB_TERM_MESSAGES,
  PROJECT_MESSAGES,
  QUOTE_MESSAGES,
  REQUEST_MESSAGES,
  type Language,
} from '@uaq/contract';
import {
  APPLICATION_MESSAGES_AR,
  CONTACT_MESSAGES_AR,
  ENQUIRY_MESSAGES_AR,
  JOB_CLOSING_MESSAGES_AR,
  PROJECT_MESSAGES_AR,
  QUOTE_MESSAGES_AR,
  REQUEST_MESSAGES_AR,
} from '@uaq/contract/messages.ar';
import { APPLICATION_SOURCE_MESSAGES_AR } from '@uaq/contract/application-source-messages.ar';
import { JOB_TERM_MESSAGES_AR } from '@uaq/contract/job-terms.ar';
import { PHONE_MESSAGES } from '@uaq/contract/phone';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { APPLICANT_STATUS_MESSAGES_AR } from '@uaq/contract/applicant-status.ar';

type Message = string | ((parameter: string) => string);

/** Each English message set of the contract a visitor can meet, with its Arabic twin (same keys). */
const TWINS: [Record<string, Message>, Record<string, Message>][] = [
  [REQUEST_MESSAGES, REQUEST_MESSAGES_AR],
  [APPLICATION_MESSAGES, APPLICATION_MESSAGES_AR],
  [CONTACT_MESSAGES, CONTACT_MESSAGES_AR],
  [ENQUIRY_MESSAGES, ENQUIRY_MESSAGES_AR],
  [QUOTE_MESSAGES, QUOTE_MESSAGES_AR],
  [PROJECT_MESSAGES, PROJECT_MESSAGES_AR],
  [JOB_CLOSING_MESSAGES, JOB_CLOSING_MESSAGES_AR],
  [APPLICATION_SOURCE_MESSAGES, APPLICATION_SOURCE_MESSAGES_AR],
  [PHONE_MESSAGES, PHONE_MESSAGES_AR],
  [JOB_TERM_MESSAGES, JOB_TERM_MESSAGES_AR],
  [APPLICANT_STATUS_MESSAGES, APPLICANT_STATUS_MESSAGES_AR],
];

/** A placeholder no message contains, to find where a parameter sits in a formatted message. */
const SLOT = '\u0000';

const fixed = new Map<string, string>();
/** Messages with one parameter ("Unknown field: email"): recognised by what surrounds it. */
const shaped: { before: string; after: string; arabic: (parameter: string) => string }[] = [];
for (const [english, arabic] of TWINS) {
  for (const [key, message] of Object.entries(english)) {
    const twin = arabic[key];
    if (typeof message === 'string' && typeof twin === 'string') fixed.set(message, twin);
    if (typeof message === 'function' && typeof twin === 'function') {
      const [before, after] = message(SLOT).split(SLOT);
      shaped.push({ before, after, arabic: twin });
    }
  }
}

/**
 * A message the server formed in English, in `language`. The rules raise the contract's English
 * sentences; this is the one place that turns them into Arabic, after formatting, so no rule has to
 * know the visitor's language. A sentence without a twin (admin texts) stays English.
 */
export function inLanguage(message: string, language: Language): string {
  if (language === 'en') return message;
  const known = fixed.get(message);
  if (known !== undefined) return known;
  for (const { before, after, arabic } of shaped) {
    if (
      message.length > before.length + after.length &&
      message.startsWith(before) &&
      message.endsWith(after)
    ) {
      return arabic(message.slice(before.length, message.length - after.length));
    }
  }
  return message;
}

/** An `errors` map (field → message) in `language`. */
export function errorsInLanguage(errors: Record<string, string>, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, inLanguage(message, language)]),
  );
}
