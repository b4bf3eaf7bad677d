import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { layoutTexts } from '@/components/layout/texts';
import { useTexts } from '@/lib/i18n/texts';
import './fields.css';

interface FieldOwnProps {
  label: ReactNode;
  /** Inline error shown under the field; sets aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Shows a required marker; pass `required` too when the browser should enforce it. */
  requiredMark?: boolean;
}

interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

function useFieldIds(explicitId: string | undefined, hint: unknown, error: unknown): FieldIds {
  const generated = useId();
  const id = explicitId ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The attributes that tie a control to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

function controlProps(ids: FieldIds, error: unknown): FieldControlProps {
  return { id: ids.id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.describedBy };
}

function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Label, required marker, hint and error around one control; `children` renders the control. */
function Field({
  id,
  label,
  hint,
  error,
  requiredMark,
  children,
}: FieldOwnProps & { id?: string; children: (control: FieldControlProps) => ReactNode }) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={ids.id}>
        {label}
        {requiredMark ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(controlProps(ids, error))}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

export type TextFieldProps = FieldOwnProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

const LEFT_TO_RIGHT_KINDS: ReadonlySet<string | undefined> = new Set(['email', 'url', 'tel']);

/**
 * E-mail addresses, web addresses and phone numbers are typed left to right on Arabic pages too
 * (else `abc@` shows as `@abc` and a number's groups swap); fields.css keeps them on the form's side.
 */
function typedDirection({ type, inputMode }: InputHTMLAttributes<HTMLInputElement>): 'ltr' | undefined {
  return LEFT_TO_RIGHT_KINDS.has(type) || LEFT_TO_RIGHT_KINDS.has(inputMode) ? 'ltr' : undefined;
}

export function TextField({ label, error, hint, requiredMark, id, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} requiredMark={requiredMark ?? input.required}>
      {(control) => (
        <input
          {...control}
          className={`field__control ${className ?? ''}`}
          dir={typedDirection(input)}
          {...input}
        />
      )}
    </Field>
  );
}

export type TextAreaProps = FieldOwnProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, requiredMark, id, className, ...textarea }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} requiredMark={requiredMark ?? textarea.required}>
      {(control) => (
        <textarea
          {...control}
          className={`field__control field__control--textarea ${className ?? ''}`}
          {...textarea}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options: each value of a list under the screen's name for it. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export type SelectProps = FieldOwnProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Optional first, empty choice (e.g. "Select a subject"). */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

export function Select({
  label,
  error,
  hint,
  requiredMark,
  id,
  className,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} requiredMark={requiredMark ?? select.required}>
      {(control) => (
        <select
          {...control}
          className={`field__control field__control--select ${className ?? ''}`}
          {...select}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export type CheckboxProps = Omit<FieldOwnProps, 'requiredMark'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

export function Checkbox({ label, error, hint, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <div className="field__checkbox-row">
        <input
          {...controlProps(ids, error)}
          type="checkbox"
          className={`field__checkbox ${className ?? ''}`}
          {...input}
        />
        <label className="field__checkbox-label" htmlFor={ids.id}>
          {label}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

export type FileFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

const namesOf = (input: HTMLInputElement) => Array.from(input.files ?? [], (file) => file.name);

/**
 * A file field in the page's language: a "Choose file" button and the chosen file's name, drawn over
 * the native input (the browser would write its own words, in its own language). The input stays the
 * control: the label names it, Tab reaches it, Space and Enter open the picker, a click anywhere on
 * the row too. Without scripts the native input shows (fields.css).
 */
export function FileField({
  label,
  error,
  hint,
  requiredMark,
  id,
  className,
  onChange,
  ...input
}: FileFieldProps) {
  const t = useTexts(layoutTexts).filePicker;
  const generated = useId();
  const inputId = id ?? generated;
  const chosenId = `${inputId}-chosen`;
  // What the form holds: it too learns of a file from the change event.
  const [names, setNames] = useState<string[]>([]);
  return (
    <Field id={inputId} label={label} hint={hint} error={error} requiredMark={requiredMark ?? input.required}>
      {(control) => (
        <div className={`file-picker ${className ?? ''}`}>
          <input
            {...control}
            aria-describedby={[chosenId, control['aria-describedby']].filter(Boolean).join(' ')}
            type="file"
            className="file-picker__input"
            onChange={(event) => {
              setNames(namesOf(event.currentTarget));
              onChange?.(event);
            }}
            {...input}
          />
          <span className="btn btn--secondary file-picker__button" aria-hidden="true">
            {t.choose}
          </span>
          <span className="file-picker__chosen" id={chosenId}>
            {names.length > 0 ? <bdi>{names.join(t.separator)}</bdi> : t.none}
          </span>
        </div>
      )}
    </Field>
  );
}
