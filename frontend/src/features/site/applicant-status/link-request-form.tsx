import { useRef, useState, type FormEvent } from 'react';
import { APPLICATION_MESSAGES, EMAIL_PATTERN } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { useTexts } from '@/lib/i18n/language';
import { APPLICANT_STATUS_SUBJECTS, applicantStatusApi, messageOf } from './applicant-status-api';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { applicantStatusTexts } from './texts';
import './applicant-status.css';

/**
 * "Lost your link?": an e-mail address in, the same answer out whether it has applications or not.
 * Without JavaScript the form posts to the API itself, never as a GET URL.
 */
export function LinkRequestForm() {
  const t = useTexts(applicantStatusTexts);
  const messages = useTexts(APPLICATION_MESSAGES);
  const catalogue = useCatalogue(APPLICANT_STATUS_SUBJECTS);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const value = email.trim();
    const problem = !value
      ? messages.emailRequired
      : EMAIL_PATTERN.test(value)
        ? undefined
        : messages.emailInvalid;
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    setOutcome(null);
    const result = await applicantStatusApi.requestLink(value);
    setSending(false);
    if (!result.ok) setError(catalogue.fieldErrors(result.failure).email);
    setOutcome({
      tone: result.ok ? 'success' : 'danger',
      text: result.ok ? messageOf(result, t.failed) : catalogue.message(result.failure, t.failed),
    });
  };

  return (
    <form
      noValidate
      className="applicant-status__card"
      method="post"
      action="/api/applicant-status/link"
      onSubmit={onSubmit}
      aria-labelledby="lost-link-heading"
    >
      <h2 id="lost-link-heading">{t.lostHeading}</h2>
      <p>{t.lostIntro}</p>
      <TextField
        ref={inputRef}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        label={t.lostEmailLabel}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
        required
      />
      <Button type="submit" disabled={sending}>
        {sending ? t.sending : t.lostSend}
      </Button>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </form>
  );
}
