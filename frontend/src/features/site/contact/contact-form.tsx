import type { ChangeEvent } from 'react';
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECTS,
  isEmailAddress,
  type EnquiryInput,
  type EnquirySubject,
} from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Select, TextArea, TextField } from '@/components/ui/fields';
import { FormFailure, SubmitRow } from '@/components/ui/public-form';
import { postToApi, type ApiFailure } from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { phoneCheck } from '@/lib/phone-check';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';
import { usePublicForm } from '@/lib/use-public-form';
import { contactMessages, contactTexts } from './texts';
import './contact.css';

interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  subject: EnquirySubject | '';
  message: string;
  /** Honeypot: people never see it; bots fill it in. */
  website: string;
}

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', subject: '', message: '', website: '' };

type EnquiryField = 'name' | 'email' | 'phone' | 'subject' | 'message';
type EnquiryErrors = Partial<Record<EnquiryField, string>>;
const FIELD_ORDER: EnquiryField[] = ['name', 'email', 'phone', 'subject', 'message'];

/** The server's rules, checked before sending, with the same texts (from the contract). */
export function validateEnquiry(
  values: EnquiryValues,
  M: TextsOf<typeof contactMessages>['enquiry'] = ENQUIRY_MESSAGES,
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = M.nameRequired;
  if (!email) errors.email = M.emailRequired;
  else if (!isEmailAddress(email)) errors.email = M.emailInvalid;
  if (!values.subject) errors.subject = M.subjectRequired;
  if (!values.message.trim()) errors.message = M.messageRequired;
  return errors;
}

/** Statuses whose server message says what to do (rate limit, invalid input); others get the generic text. */
const saysWhatToDo = (failure: ApiFailure) =>
  failure.kind === 'status' && (failure.status === 429 || failure.status === 400);

export function toEnquiry(values: EnquiryValues): EnquiryInput {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    subject: values.subject as EnquirySubject,
    message: values.message.trim(),
    ...(values.website ? { website: values.website } : {}),
  };
}

/** The enquiry form: inline messages like the apply form, 'Sending...', then the success (form cleared) or error text. */
export function ContactForm() {
  const t = useTexts(contactTexts);
  const messages = useTexts(contactMessages);
  const catalogue = useCatalogue(contactMessages);
  const subjectOptions = ENQUIRY_SUBJECTS.map((value) => ({ value, label: t.subjects[value] }));
  const form = usePublicForm<EnquiryValues, EnquiryField>({
    initial: () => EMPTY,
    fields: FIELD_ORDER,
    validate: async (values) => ({
      ...(await phoneCheck.errorsFor(values.phone, messages.phone.phoneInvalid)),
      ...validateEnquiry(values, messages.enquiry),
    }),
    send: (values) => postToApi('/contact', toEnquiry(values)),
    failureText: messages.contact.failure,
    showsServerMessage: saysWhatToDo,
    words: catalogue,
    clearOnSuccess: true,
  });
  const { values, failure, failureRef, formRef, isSending, onSubmit, sent, textField, update } = form;

  return (
    // method/action: without JavaScript the enquiry is posted to the API, never sent as a GET URL.
    <form
      ref={formRef}
      noValidate
      className="contact-form"
      method="post"
      action="/api/contact"
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">{t.formHeading}</h2>
      <div className="field-row">
        <TextField
          {...textField('name')}
          label={t.labels.name}
          requiredMark
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
        />
        <TextField
          {...textField('email')}
          type="email"
          label={t.labels.email}
          requiredMark
          autoComplete="email"
          maxLength={ENQUIRY_LIMITS.email}
        />
      </div>
      <div className="field-row">
        <TextField
          {...textField('phone')}
          type="tel"
          label={t.labels.phone}
          onFocus={phoneCheck.preload}
          autoComplete="tel"
          placeholder={t.placeholders.phone}
          maxLength={ENQUIRY_LIMITS.phone}
        />
        <Select
          {...textField('subject')}
          label={t.labels.subject}
          options={subjectOptions}
          placeholder={t.subjectPlaceholder}
          requiredMark
        />
      </div>
      <TextArea
        {...textField('message')}
        label={t.labels.message}
        rows={8}
        requiredMark
        placeholder={t.placeholders.message}
        maxLength={ENQUIRY_LIMITS.message}
      />
      <div className="contact-form__honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{t.labels.website}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event: ChangeEvent<HTMLInputElement>) => update('website', event.target.value)}
        />
      </div>
      {/* The form stays on screen, so what became of it shows just above its button. */}
      <FormFailure message={failure} focusRef={failureRef} />
      {sent ? (
        <Alert tone="success" className="contact-form__outcome">
          {messages.contact.success}
        </Alert>
      ) : null}
      <SubmitRow sending={isSending} label={t.send} sendingLabel={t.sending} />
    </form>
  );
}
