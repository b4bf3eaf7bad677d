import type { MessageParameters, PUBLIC_MESSAGES, PublicMessageCode } from '@uaq/contract';
import { messageText, type AnyCatalogue } from '@uaq/contract/message-text';
import type { ApiFailure } from '@/lib/http';
import { arabicTwin } from './arabic';
import { useLanguage } from './language';

/** The subjects of the public message catalogue a page shows (each page loads its own, and their twins). */
export type CatalogueSubjects = Partial<typeof PUBLIC_MESSAGES>;

/**
 * The message catalogue's words in the page's language, for the subjects the page loads: the
 * server's errors written by their code (the server's own `message` when this page does not know
 * the code), and the page's own checks that say the same as the server with the same code.
 */
export function useCatalogue(subjects: CatalogueSubjects) {
  const language = useLanguage();
  const english = subjects as AnyCatalogue;
  const catalogue =
    language === 'en'
      ? english
      : (Object.fromEntries(
          Object.entries(subjects).map(([subject, messages]) => [subject, arabicTwin(messages)]),
        ) as AnyCatalogue);
  const written = (code: string | undefined, params: MessageParameters | undefined, fallback: string) =>
    (code === undefined ? undefined : messageText(catalogue, code, params, english)) ?? fallback;

  return {
    /** The text of a code this page loads (a twin not loaded yet reads in English). */
    text: (code: PublicMessageCode, params?: MessageParameters): string =>
      written(code, params, messageText(english, code, params) ?? code),
    /** A failed call's message, else `fallback` (no answer, or an answer without a message). */
    message: (failure: ApiFailure, fallback: string): string =>
      failure.kind === 'status'
        ? written(failure.code, failure.params, failure.message ?? fallback)
        : fallback,
    /** A failed call's field errors, each written by its code. */
    fieldErrors: (failure: ApiFailure): Record<string, string> =>
      failure.kind === 'status'
        ? Object.fromEntries(
            Object.entries(failure.fieldErrors).map(([field, message]) => [
              field,
              written(failure.fieldCodes?.[field], failure.fieldParams?.[field], message),
            ]),
          )
        : {},
  };
}
