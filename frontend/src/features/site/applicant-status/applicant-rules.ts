import type { Translation } from '@uaq/contract/language';
import { APPLICATION_MESSAGES, isEmailAddress } from '@uaq/contract';

/** The server's rule for a new or lost-link e-mail address, with its words (in the page's language). */
export function emailErrors(
  email: string,
  messages: Translation<typeof APPLICATION_MESSAGES>,
): { email?: string } {
  if (!email.trim()) return { email: messages.emailRequired };
  return isEmailAddress(email) ? {} : { email: messages.emailInvalid };
}
