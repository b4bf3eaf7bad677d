import { useRef, useState, type FormEvent } from 'react';
import { APPLICATION_MESSAGES, EMAIL_PATTERN } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { usePhoneCheck } from '@/lib/phone-check';
import { useTexts } from '@/lib/i18n/language';
import { APPLICANT_STATUS_SUBJECTS, applicantStatusApi, messageOf } from './applicant-status-api';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { applicantStatusTexts } from './texts';

export interface DetailsFormsProps {
  token: string;
  phone: string;
  onDone: (tone: 'success' | 'danger', text: string) => void;
}

/** Correcting the phone (the contract's phone rule, here and on the server) and the e-mail (confirmed by a link). */
export function DetailsForms({ token, phone: currentPhone, onDone }: DetailsFormsProps) {
  const t = useTexts(applicantStatusTexts);
  const messages = useTexts(APPLICATION_MESSAGES);
  const catalogue = useCatalogue(APPLICANT_STATUS_SUBJECTS);
  const phoneCheck = usePhoneCheck();
  const [phone, setPhone] = useState(currentPhone);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; email?: string }>({});
  const [sending, setSending] = useState<'phone' | 'email' | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const savePhone = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = phone.trim() ? (await phoneCheck.errorsFor(phone)).phone : messages.phoneRequired;
    setErrors((current) => ({ ...current, phone: problem }));
    if (problem) {
      phoneRef.current?.focus();
      return;
    }
    setSending('phone');
    const result = await applicantStatusApi.changePhone(token, phone.trim());
    setSending(null);
    const phoneError = result.ok ? undefined : catalogue.fieldErrors(result.failure).phone;
    if (phoneError) {
      setErrors((current) => ({ ...current, phone: phoneError }));
      phoneRef.current?.focus();
      return;
    }
    onDone(
      result.ok ? 'success' : 'danger',
      result.ok ? messageOf(result, t.failed) : catalogue.message(result.failure, t.failed),
    );
  };

  const saveEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    const problem = !value
      ? messages.emailRequired
      : EMAIL_PATTERN.test(value)
        ? undefined
        : messages.emailInvalid;
    setErrors((current) => ({ ...current, email: problem }));
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    setSending('email');
    const result = await applicantStatusApi.changeEmail(token, value);
    setSending(null);
    const emailError = result.ok ? undefined : catalogue.fieldErrors(result.failure).email;
    if (emailError) {
      setErrors((current) => ({ ...current, email: emailError }));
      emailRef.current?.focus();
      return;
    }
    if (result.ok) setEmail('');
    onDone(
      result.ok ? 'success' : 'danger',
      result.ok ? messageOf(result, t.failed) : catalogue.message(result.failure, t.failed),
    );
  };

  return (
    <section className="applicant-status__card" aria-labelledby="details-heading">
      <h2 id="details-heading">{t.detailsHeading}</h2>
      <form noValidate onSubmit={savePhone} className="applicant-status__form">
        <TextField
          ref={phoneRef}
          name="phone"
          type="tel"
          autoComplete="tel"
          dir="ltr"
          label={t.phoneLabel}
          value={phone}
          onFocus={phoneCheck.preload}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
          required
        />
        <Button type="submit" variant="secondary" disabled={sending !== null}>
          {sending === 'phone' ? t.sending : t.savePhone}
        </Button>
      </form>
      <form noValidate onSubmit={saveEmail} className="applicant-status__form">
        <TextField
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          label={t.emailLabel}
          hint={t.emailHint}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <Button type="submit" variant="secondary" disabled={sending !== null}>
          {sending === 'email' ? t.sending : t.saveEmail}
        </Button>
      </form>
    </section>
  );
}
