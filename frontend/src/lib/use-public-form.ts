import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { type ApiFailure, type ApiResult } from './http';

/** A form's messages under its fields, by field name. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface PublicFormOptions<V, F extends string> {
  /** The blank form (again after "send another" or, for `clearOnSuccess`, after sending). */
  initial: () => V;
  /** The fields in screen order: the first invalid one takes the focus; the server's errors for any other name are dropped. */
  fields: readonly F[];
  /** The server's rules, checked before sending (may wait for the phone number library). */
  validate: (values: V) => FieldErrors<F> | Promise<FieldErrors<F>>;
  send: (values: V) => Promise<ApiResult>;
  /** What the form says when the call fails without a message of its own (no network, a 500). */
  failureText: string;
  /** Which failures' own server messages are shown (default: every one that has a message). */
  showsServerMessage?: (failure: ApiFailure) => boolean;
  /** How the server's words are written: by code from the page's catalogue (lib/i18n/catalogue.ts). */
  words?: FailureWords;
  /** Blank the form after sending (a form that stays on screen with its success line). */
  clearOnSuccess?: boolean;
  /** Told the server's answer when the form was accepted (its message, say). */
  onSent?: (body: unknown) => void;
}

/** Writes a failed call's message and field messages (`useCatalogue` does so by code, in the page's language). */
export interface FailureWords {
  message(failure: ApiFailure, fallback: string): string;
  fieldErrors(failure: ApiFailure): Record<string, string>;
}

/** The server's own words, as it sent them (in the language the page asks for). */
const SERVER_WORDS: FailureWords = {
  message: (failure, fallback) => (failure.kind === 'status' && failure.message) || fallback,
  fieldErrors: (failure) => (failure.kind === 'status' ? failure.fieldErrors : {}),
};

/** What a failed call means for the form: the messages under its fields and the one line above them. */
export interface FailureReading<F extends string> {
  fieldErrors: FieldErrors<F>;
  message: string;
}

/**
 * The one place a public form turns a refused or failed call into words: the server's messages for
 * the form's own fields, and the sentence shown above the form.
 */
export function readFailure<F extends string>(
  failure: ApiFailure,
  fields: readonly F[],
  fallback: string,
  showsServerMessage: (failure: ApiFailure) => boolean = () => true,
  words: FailureWords = SERVER_WORDS,
): FailureReading<F> {
  const known = (field: string): field is F => (fields as readonly string[]).includes(field);
  const fieldErrors = Object.fromEntries(
    Object.entries(words.fieldErrors(failure)).filter(([field]) => known(field)),
  ) as FieldErrors<F>;
  return { fieldErrors, message: showsServerMessage(failure) ? words.message(failure, fallback) : fallback };
}

/**
 * A public form's life: values, messages under the fields, one submit at a time, the focus on the
 * first invalid field, the failure line (focused when the form gives it a place: `failureRef`), and
 * the success (its heading focused and scrolled to when the form shows one: `successRef`).
 */
export function usePublicForm<V extends object, F extends string>(options: PublicFormOptions<V, F>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  // A ref, not the state: two clicks in the same moment must still send once.
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  useEffect(() => {
    if (!sent) return;
    // The form was long: bring the confirmation to the top of the screen and to screen readers.
    successRef.current?.scrollIntoView?.({ block: 'start' });
    successRef.current?.focus({ preventScroll: true });
  }, [sent]);

  /** Sets a field's message, or clears it with `undefined`. */
  const setFieldError = (field: F, message: string | undefined) =>
    setErrors((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message) next[field] = message;
      else delete next[field];
      return next;
    });

  /** A new value clears its field's message: the visitor is fixing it. */
  const update = <K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldError(field as unknown as F, undefined);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const found = await options.validate(values);
      setErrors(found);
      const first = options.fields.find((field) => found[field]);
      if (first) {
        // A field named as the API reads it (`answers[q12]`) says which message is its own (`data-field`).
        formRef.current?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"]`)?.focus();
        return;
      }
      setFailure(null);
      setSent(false);
      setSending(true);
      const result = await options.send(values);
      setSending(false);
      if (result.ok) {
        if (options.clearOnSuccess) setValues(options.initial());
        setSent(true);
        options.onSent?.(result.body);
        return;
      }
      const reading = readFailure(
        result.failure,
        options.fields,
        options.failureText,
        options.showsServerMessage,
        options.words,
      );
      setErrors(reading.fieldErrors);
      setFailure(reading.message);
    } finally {
      busy.current = false;
    }
  };

  /** A text control's props for a field: its name, value, message and what typing does. */
  const textField = <K extends F & keyof V>(field: K) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      update(field, event.target.value as V[K]),
  });

  /** Back to a blank form ("send another request"). */
  const reset = () => {
    setValues(options.initial());
    setErrors({});
    setFailure(null);
    setSent(false);
  };

  return {
    values,
    update,
    textField,
    errors,
    setFieldError,
    failure,
    isSending,
    sent,
    onSubmit,
    reset,
    formRef,
    failureRef,
    successRef,
  };
}
