import { useMemo } from 'react';
import type { MESSAGE_CATALOGUE, MessageCode, MessageParameters } from '@uaq/contract';
import { messageText, type AnyCatalogue } from '@uaq/contract/message-text';
import type { ApiFailure } from '@/lib/http';
import { useTexts, type Texts } from './texts';

/**
 * Subjects of the message catalogue a screen writes, defined with `texts(...)` where they are shown:
 * a public form's few (its feature's `texts.ts`), or the admin area's whole catalogue.
 */
export type CatalogueSubjects = Partial<typeof MESSAGE_CATALOGUE>;

/** Whether `value` is a failed call's reading (an RTK Query error may also be a thrown one's). */
export function isApiFailure(value: unknown): value is ApiFailure {
  const kind = (value as { kind?: unknown } | null | undefined)?.kind;
  return kind === 'network' || kind === 'status' || kind === 'format';
}

/**
 * The one place a failed call becomes words, in the screen's language: the server's errors written
 * by their code from the catalogue (never by translating its English sentence; the server's own
 * `message` for a code these subjects lack), the field errors likewise, and the screen's own checks
 * that say what the server says, by the same code.
 */
export function useCatalogue(subjects: Texts<CatalogueSubjects>) {
  const catalogue = useTexts(subjects) as AnyCatalogue;
  return useMemo(() => writer(catalogue, subjects.english as AnyCatalogue), [catalogue, subjects]);
}

/** Writes codes from `catalogue` (one language), their parameters named by the `english` entries. */
function writer(catalogue: AnyCatalogue, english: AnyCatalogue) {
  const written = (code: string | undefined, params: MessageParameters | undefined, fallback: string) =>
    (code === undefined ? undefined : messageText(catalogue, code, params, english)) ?? fallback;

  return {
    /** The text of a code of these subjects. */
    text: (code: MessageCode, params?: MessageParameters): string =>
      written(code, params, messageText(english, code, params) ?? code),
    /** A failed call's message, else `fallback` (no answer, an answer without a message, a thrown error). */
    message: (failure: unknown, fallback: string): string =>
      isApiFailure(failure) && failure.kind === 'status'
        ? written(failure.code, failure.params, failure.message ?? fallback)
        : fallback,
    /** A failed call's field errors, each written by its code. */
    fieldErrors: (failure: unknown): Record<string, string> =>
      isApiFailure(failure) && failure.kind === 'status'
        ? Object.fromEntries(
            Object.entries(failure.fieldErrors).map(([field, message]) => [
              field,
              written(failure.fieldCodes?.[field], failure.fieldParams?.[field], message),
            ]),
          )
        : {},
  };
}
