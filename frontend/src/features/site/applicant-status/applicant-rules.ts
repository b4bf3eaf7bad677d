import type { Translation } from '@uaq/contract/language';
import { APPLICATION_MESSAGES, EMAIL_PATTERN } from '@uaq/contract';

/** The server's rule for a new or lost-link e-mail address, with its words (in the page's language). */
export function emailErrors(
  email: string,
  messages: Translation<typeof APPLICATION_MESSAGES>,
): { email?: string } {
  const value = email.trim();
  if (!value) return { email: messages.emailRequired };
  return EMAIL_PATTERN.test(value) ? {} : { email: messages.emailInvalid };
}
