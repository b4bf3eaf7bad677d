import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  CONTACT_MESSAGES,
  ENQUIRY_LIMITS,
  ENQUIRY_SUBJECTS,
  type EnquiryInput,
  type EnquirySubject,
} from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextArea, TextField } from '@/components/ui/fields';
import { failureMessage, postToApi, type ApiFailure } from '@/lib/http';
import { contactTexts as t } from './texts';
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
const SUBJECT_OPTIONS = ENQUIRY_SUBJECTS.map((value) => ({ value, label: t.subjects[value] }));

/** Statuses whose server message says what to do (rate limit, invalid input); others get the generic text. */
function failureText(failure: ApiFailure): string {
  return failure.kind === 'status' && (failure.status === 429 || failure.status === 400)
    ? failureMessage(failure, CONTACT_MESSAGES.failure)
    : CONTACT_MESSAGES.failure;
}

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

/** The enquiry form: browser-required fields, 'Sending...', then the success (form cleared) or error text. */
export function ContactForm() {
  const [isSending, setSending] = useState(false);
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const onChange =
    (field: keyof EnquiryValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setOutcome(null);
    setSending(true);
    const result = await postToApi('/contact', toEnquiry(values));
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setOutcome({ tone: 'success', text: CONTACT_MESSAGES.success });
    } else {
      setOutcome({ tone: 'danger', text: failureText(result.failure) });
    }
  };

  return (
    // method/action: without JavaScript the enquiry is posted to the API, never sent as a GET URL.
    <form
      className="contact-form"
      method="post"
      action="/api/contact"
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">{t.formHeading}</h2>
      <div className="field-row">
        <TextField
          name="name"
          label={t.labels.name}
          value={values.name}
          onChange={onChange('name')}
          required
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
        />
        <TextField
          name="email"
          type="email"
          label={t.labels.email}
          value={values.email}
          onChange={onChange('email')}
          required
          autoComplete="email"
          maxLength={ENQUIRY_LIMITS.email}
        />
      </div>
      <div className="field-row">
        <TextField
          name="phone"
          type="tel"
          label={t.labels.phone}
          value={values.phone}
          onChange={onChange('phone')}
          autoComplete="tel"
          placeholder={t.placeholders.phone}
          maxLength={ENQUIRY_LIMITS.phone}
        />
        <Select
          name="subject"
          label={t.labels.subject}
          value={values.subject}
          onChange={onChange('subject')}
          options={SUBJECT_OPTIONS}
          placeholder={t.subjectPlaceholder}
          required
        />
      </div>
      <TextArea
        name="message"
        label={t.labels.message}
        rows={8}
        value={values.message}
        onChange={onChange('message')}
        required
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
          onChange={onChange('website')}
        />
      </div>
      {outcome ? (
        <Alert tone={outcome.tone} className="contact-form__outcome">
          {outcome.text}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" disabled={isSending} icon={<Send />}>
        {isSending ? t.sending : t.send}
      </Button>
    </form>
  );
}
