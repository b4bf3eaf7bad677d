import { TextField } from '@/components/ui/fields';
import { FormFailure, SubmitRow } from '@/components/ui/public-form';
import type { ApiResult } from '@/lib/http';
import { phoneCheck } from '@/lib/phone-check';
import { useTexts } from '@/lib/i18n/texts';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { usePublicForm, type FieldErrors } from '@/lib/use-public-form';
import { applicantStatusApi, useAnswerText } from './applicant-status-api';
import { emailErrors } from './applicant-rules';
import { applicantStatusMessages, applicantStatusTexts } from './texts';

export interface DetailsFormsProps {
  token: string;
  phone: string;
  /** The page's own line above the applications, for what a saved change says. */
  onDone: (tone: 'success' | 'danger', text: string) => void;
}

/** Correcting the phone (the contract's phone rule, here and on the server) and the e-mail (confirmed by a link). */
export function DetailsForms({ token, phone, onDone }: DetailsFormsProps) {
  const t = useTexts(applicantStatusTexts);
  const messages = useTexts(applicantStatusMessages);
  const answerText = useAnswerText();
  const saved = (body: unknown) => onDone('success', answerText({ ok: true, body }));

  return (
    <section className="applicant-status__card" aria-labelledby="details-heading">
      <h2 id="details-heading">{t.detailsHeading}</h2>
      <DetailForm
        field="phone"
        initial={phone}
        validate={async (value) =>
          value.trim()
            ? phoneCheck.errorsFor(value, messages.phone.phoneInvalid)
            : { phone: messages.application.phoneRequired }
        }
        send={(value) => applicantStatusApi.changePhone(token, value.trim())}
        onSent={saved}
        input={{ type: 'tel', autoComplete: 'tel', label: t.phoneLabel, onFocus: phoneCheck.preload }}
        submit={t.savePhone}
      />
      {/* Blank again once sent: the new address counts only after its confirmation link. */}
      <DetailForm
        field="email"
        initial=""
        validate={(value) => emailErrors(value, messages.application)}
        send={(value) => applicantStatusApi.changeEmail(token, value.trim())}
        onSent={saved}
        clearOnSuccess
        input={{ type: 'email', autoComplete: 'email', label: t.emailLabel, hint: t.emailHint }}
        submit={t.saveEmail}
      />
    </section>
  );
}

interface DetailFormProps<F extends 'phone' | 'email'> {
  field: F;
  initial: string;
  validate: (value: string) => FieldErrors<F> | Promise<FieldErrors<F>>;
  send: (value: string) => Promise<ApiResult>;
  onSent: (body: unknown) => void;
  clearOnSuccess?: boolean;
  input: { type: string; autoComplete: string; label: string; hint?: string; onFocus?: () => void };
  submit: string;
}

/** One detail (phone or e-mail) in its own small form. */
function DetailForm<F extends 'phone' | 'email'>(props: DetailFormProps<F>) {
  const t = useTexts(applicantStatusTexts);
  const catalogue = useCatalogue(applicantStatusMessages);
  const { failure, failureRef, formRef, isSending, onSubmit, textField } = usePublicForm<
    Record<F, string>,
    F
  >({
    initial: () => ({ [props.field]: props.initial }) as Record<F, string>,
    fields: [props.field],
    validate: (values) => props.validate(values[props.field]),
    send: (values) => props.send(values[props.field]),
    failureText: t.failed,
    words: catalogue,
    clearOnSuccess: props.clearOnSuccess,
    onSent: props.onSent,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="applicant-status__form"
    >
      <FormFailure message={failure} focusRef={failureRef} />
      <TextField {...textField(props.field)} {...props.input} required />
      <SubmitRow
        sending={isSending}
        label={props.submit}
        sendingLabel={t.sending}
        size="md"
        variant="secondary"
        icon={null}
      />
    </form>
  );
}
