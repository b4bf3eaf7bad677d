import type { SelectHTMLAttributes } from 'react';

export interface InlineSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** The label for screen readers only (a bar or a card whose context says what the choice is). */
  hideLabel?: boolean;
  /** A disabled option is shown, not picked (the current value HR may not choose). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** A first choice with an empty value ("keep the stage", "insert a placeholder"). */
  placeholder?: string;
}

/** A compact select inside an admin bar or card: label and control on one line. */
export function InlineSelect({ label, hideLabel, options, placeholder, ...select }: InlineSelectProps) {
  return (
    <label className="admin-inline-select">
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      <select className="field__control field__control--select" {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
