import type { MessageParameters, PUBLIC_MESSAGES, PublicMessageCode } from '@uaq/contract';
import { messageText, type AnyCatalogue } from '@uaq/contract/message-text';
import type { ApiFailure } from '@/lib/http';
import { useTexts, type Texts } from './texts';

/**
 * The subjects of the public message catalogue a form shows, defined with `texts(...)` by its
 * feature: the contract's English sets, and their Arabic from the contract's `.ar.ts` modules.
 */
export type CatalogueSubjects = Partial<typeof PUBLIC_MESSAGES>;

/**
 * The message catalogue's words in the page's language, for the subjects the form defines: the
 * server's errors written by their code (the server's own `message` when this form does not know
 * the code), and the form's own checks that say the same as the server with the same code.
 */
export function useCatalogue(subjects: Texts<CatalogueSubjects>) {
  const catalogue = useTexts(subjects) as AnyCatalogue;
  const english = subjects.english as AnyCatalogue;
  const written = (code: string | undefined, params: MessageParameters | undefined, fallback: string) =>
    (code === undefined ? undefined : messageText(catalogue, code, params, english)) ?? fallback;

  return {
    /** The text of a code of these subjects. */
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
