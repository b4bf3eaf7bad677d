import { useState } from 'react';
import { useLiveNotice } from '@/components/ui/live-notice';
import { isSignedOut } from '@/lib/api';
import { useAdminCatalogue } from './admin-messages';

/** What an RTK Query mutation trigger resolves to, and the data it carries when it worked. */
type MutationOutcome = { data: unknown; error?: undefined } | { data?: undefined; error: unknown };
type DataOf<O> = O extends { data: infer R; error?: undefined } ? R : never;

export interface AdminActionWords<A, R> {
  /** What the screen says when the action fails and the server gave no reason the catalogue knows. */
  failed: string;
  /** What the live notice says once the action has worked. */
  done?: (result: R, argument: A) => string;
  /** The failure goes to the live notice (an action with no line of its own on screen). */
  announceFailure?: true;
  /** The result is handed over (a download) and not kept in the store. */
  handOver?: true;
}

export type AdminActionOutcome<R> =
  { ok: true; data: R } | { ok: false; signedOut: boolean; fieldErrors: Record<string, string> };

/**
 * One admin action (a mutation, `useAdminAction(useDeleteJobMutation(), { failed, done })`): its
 * pending state, the failure in the admin's language (by code, with the field errors of a refused
 * form), and the live notice of its success. A refusal for want of a session says nothing: the login
 * overlay takes over.
 */
export function useAdminAction<A, O extends MutationOutcome, R = DataOf<O>>(
  [trigger, state]: readonly [(argument: A) => PromiseLike<O>, { isLoading: boolean; reset?: () => void }],
  words: AdminActionWords<A, R>,
) {
  const notice = useLiveNotice();
  const catalogue = useAdminCatalogue();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const clear = () => {
    setError(null);
    setFieldErrors({});
  };

  const run = async (argument: A): Promise<AdminActionOutcome<R>> => {
    clear();
    const outcome = await trigger(argument);
    if (words.handOver) state.reset?.();
    if (outcome.error !== undefined) {
      if (isSignedOut(outcome.error)) return { ok: false, signedOut: true, fieldErrors: {} };
      const message = catalogue.message(outcome.error, words.failed);
      if (words.announceFailure) notice.failed(message);
      else setError(message);
      const fields = catalogue.fieldErrors(outcome.error);
      setFieldErrors(fields);
      return { ok: false, signedOut: false, fieldErrors: fields };
    }
    const data = outcome.data as R;
    if (words.done) notice.done(words.done(data, argument));
    return { ok: true, data };
  };

  return {
    run,
    pending: state.isLoading,
    /** The failure's message, or null. */
    error,
    /** The refused fields' messages, by field. */
    fieldErrors,
    /** The message when no field's message says it (a form that shows those under its fields). */
    formError: Object.keys(fieldErrors).length === 0 ? error : null,
    clear,
  };
}
