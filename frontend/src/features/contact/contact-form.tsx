import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import {
  CONTACT_MESSAGES,
  EMAIL_PATTERN,
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
  ENQUIRY_SUBJECTS,
  type EnquiryInput,
  type EnquirySubject,
} from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextArea, TextField } from '@/components/ui/fields';
import { postToApi, type ApiFailure } from '@/lib/http';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { PHONE_MESSAGES } from '@/lib/i18n/phone-messages';
import { usePhoneCheck } from '@/lib/phone-check';
import { useTexts } from '@/lib/i18n/language';
import { contactTexts } from './texts';
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
  M: typeof ENQUIRY_MESSAGES = ENQUIRY_MESSAGES,
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = M.nameRequired;
  if (!email) errors.email = M.emailRequired;
  else if (!EMAIL_PATTERN.test(email)) errors.email = M.emailInvalid;
  if (!values.subject) errors.subject = M.subjectRequired;
  if (!values.message.trim()) errors.message = M.messageRequired;
  return errors;
}

/** The catalogue subjects the server's refusals of an enquiry come from (their twins load with the page). */
const CONTACT_SUBJECTS = { contact: CONTACT_MESSAGES, enquiry: ENQUIRY_MESSAGES, phone: PHONE_MESSAGES };

/** Statuses whose server message says what to do (rate limit, invalid input); others get the generic text. */
function failureText(
  failure: ApiFailure,
  messages: typeof CONTACT_MESSAGES,
  catalogue: ReturnType<typeof useCatalogue>,
): string {
  return failure.kind === 'status' && (failure.status === 429 || failure.status === 400)
    ? catalogue.message(failure, messages.failure)
    : messages.failure;
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

/** The enquiry form: inline messages like the apply form, 'Sending...', then the success (form cleared) or error text. */
export function ContactForm() {
  const t = useTexts(contactTexts);
  const messages = useTexts(CONTACT_MESSAGES);
  const enquiryMessages = useTexts(ENQUIRY_MESSAGES);
  const catalogue = useCatalogue(CONTACT_SUBJECTS);
  const phoneCheck = usePhoneCheck();
  const subjectOptions = ENQUIRY_SUBJECTS.map((value) => ({ value, label: t.subjects[value] }));
  const [isSending, setSending] = useState(false);
  const [values, setValues] = useState<EnquiryValues>(EMPTY);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onChange =
    (field: keyof EnquiryValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field as EnquiryField];
        return next;
      });
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const found = {
      ...(await phoneCheck.errorsFor(values.phone)),
      ...validateEnquiry(values, enquiryMessages),
    };
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setOutcome(null);
    setSending(true);
    const result = await postToApi('/contact', toEnquiry(values));
    setSending(false);
    if (result.ok) {
      setValues(EMPTY);
      setOutcome({ tone: 'success', text: messages.success });
    } else {
      const { failure } = result;
      if (failure.kind === 'status') {
        setErrors(
          Object.fromEntries(
            Object.entries(catalogue.fieldErrors(failure)).filter(([field]) =>
              (FIELD_ORDER as string[]).includes(field),
            ),
          ),
        );
      }
      setOutcome({ tone: 'danger', text: failureText(failure, messages, catalogue) });
    }
  };

  return (
    // method/action: without JavaScript the enquiry is posted to the API, never sent as a GET URL.
    <form
      ref={formRef}
      noValidate
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
          error={errors.name}
          requiredMark
          autoComplete="name"
          maxLength={ENQUIRY_LIMITS.name}
        />
        <TextField
          name="email"
          type="email"
          label={t.labels.email}
          value={values.email}
          onChange={onChange('email')}
          error={errors.email}
          requiredMark
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
          onFocus={phoneCheck.preload}
          error={errors.phone}
          autoComplete="tel"
          placeholder={t.placeholders.phone}
          maxLength={ENQUIRY_LIMITS.phone}
        />
        <Select
          name="subject"
          label={t.labels.subject}
          value={values.subject}
          onChange={onChange('subject')}
          options={subjectOptions}
          placeholder={t.subjectPlaceholder}
          error={errors.subject}
          requiredMark
        />
      </div>
      <TextArea
        name="message"
        label={t.labels.message}
        rows={8}
        value={values.message}
        onChange={onChange('message')}
        error={errors.message}
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
