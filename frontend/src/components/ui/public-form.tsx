import type { FieldsetHTMLAttributes, ReactNode, Ref } from 'react';
import { Send } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageLink } from '@/lib/page-navigation';
import { Alert } from './alert';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Checkbox } from './fields';
import './public-form.css';

// The frame every public form shares around its fields (fields.tsx): the failure line above them,
// groups with a legend, the submit row and the success that replaces the form. usePublicForm
// (lib/use-public-form.ts) gives the refs it focuses.

/** The line above a form when its call failed; usePublicForm focuses it so it is read out. */
export function FormFailure({
  message,
  focusRef,
}: {
  message: string | null;
  focusRef?: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <div ref={focusRef} tabIndex={-1} className="form-failure">
      <Alert tone="danger">{message}</Alert>
    </div>
  );
}

/** A group of fields under its legend ("Personal details"). */
export function FieldGroup({
  legend,
  className,
  children,
  ...fieldset
}: { legend: ReactNode } & FieldsetHTMLAttributes<HTMLFieldSetElement>) {
  return (
    <fieldset className={`form-group ${className ?? ''}`.trim()} {...fieldset}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface PrivacyConsentProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The form's own sentence around the link to the privacy notice. */
  texts: { consentBefore: string; consentLink: string; consentAfter: string };
}

/** The consent a form needs before it is sent, with the privacy notice one click away. */
export function PrivacyConsent({ checked, onChange, error, texts }: PrivacyConsentProps) {
  return (
    <Checkbox
      name="consent"
      value="true"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      aria-required="true"
      label={
        <>
          {texts.consentBefore} <PageLink to={paths.privacy.to()}>{texts.consentLink}</PageLink>
          {texts.consentAfter}
        </>
      }
    />
  );
}

export interface SubmitRowProps {
  sending: boolean;
  label: string;
  /** What the button says while the form is on its way ("Sending..."). */
  sendingLabel: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  icon?: ReactNode;
  /** Other ways on beside the button (a link back). */
  children?: ReactNode;
}

/** The submit button, busy while sending (a second press sends nothing), with any other actions. */
export function SubmitRow({
  sending,
  label,
  sendingLabel,
  size = 'lg',
  variant,
  icon = <Send />,
  children,
}: SubmitRowProps) {
  return (
    <div className="form-actions">
      <Button type="submit" size={size} variant={variant} disabled={sending} icon={icon}>
        {sending ? sendingLabel : label}
      </Button>
      {children}
    </div>
  );
}

export interface FormSuccessProps {
  heading: string;
  /** The heading's level where the form stands (the form's own heading is one above it). */
  level?: 2 | 3;
  /** usePublicForm's `successRef`: the heading is focused and scrolled to. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The confirmation and what to do next. */
  children: ReactNode;
}

/** What replaces a sent form: a heading that takes the focus, then the confirmation. */
export function FormSuccess({ heading, level = 2, headingRef, children }: FormSuccessProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="form-success">
      <Heading ref={headingRef} tabIndex={-1} className="form-success__heading">
        {heading}
      </Heading>
      {children}
    </div>
  );
}
