import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
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

function FieldFrame({
  ids,
  label,
  hint,
  error,
  requiredMark,
  children,
}: FieldOwnProps & { ids: FieldIds; children: ReactNode }) {
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
      {children}
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
    </div>
  );
}

export type TextFieldProps = FieldOwnProps &
  InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, requiredMark, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      requiredMark={requiredMark ?? input.required}
    >
      <input
        id={ids.id}
        className={`field__control ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}

export type TextAreaProps = FieldOwnProps &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, requiredMark, id, className, ...textarea }: TextAreaProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      requiredMark={requiredMark ?? textarea.required}
    >
      <textarea
        id={ids.id}
        className={`field__control field__control--textarea ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
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
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      requiredMark={requiredMark ?? select.required}
    >
      <select
        id={ids.id}
        className={`field__control field__control--select ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
          id={ids.id}
          type="checkbox"
          className={`field__checkbox ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <label className="field__checkbox-label" htmlFor={ids.id}>
          {label}
        </label>
      </div>
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
    </div>
  );
}

export type FileFieldProps = FieldOwnProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

export function FileField({ label, error, hint, requiredMark, id, className, ...input }: FileFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      requiredMark={requiredMark ?? input.required}
    >
      <input
        id={ids.id}
        type="file"
        className={`field__control field__control--file ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...input}
      />
    </FieldFrame>
  );
}
