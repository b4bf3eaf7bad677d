import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/fields';
import { FormFailure, SubmitRow } from '@/components/ui/public-form';
import { useTexts } from '@/lib/i18n/texts';
import { useCatalogue } from '@/lib/i18n/catalogue';
import { usePublicForm } from '@/lib/use-public-form';
import { applicantStatusApi, useAnswerText } from './applicant-status-api';
import { emailErrors } from './applicant-rules';
import { applicantStatusMessages, applicantStatusTexts } from './texts';
import './applicant-status.css';

/**
 * "Lost your link?": an e-mail address in, the same answer out whether it has applications or not.
 * Without JavaScript the form posts to the API itself, never as a GET URL.
 */
export function LinkRequestForm() {
  const t = useTexts(applicantStatusTexts);
  const messages = useTexts(applicantStatusMessages);
  const catalogue = useCatalogue(applicantStatusMessages);
  const answerText = useAnswerText();
  // The server's answer, in the page's language ("If we have applications for this address…").
  const [answer, setAnswer] = useState('');
  const { failure, failureRef, formRef, isSending, onSubmit, sent, textField } = usePublicForm({
    initial: () => ({ email: '' }),
    fields: ['email'],
    validate: ({ email }) => emailErrors(email, messages.application),
    send: ({ email }) => applicantStatusApi.requestLink(email.trim()),
    failureText: t.failed,
    words: catalogue,
    onSent: (body) => setAnswer(answerText({ ok: true, body })),
  });

  return (
    <form
      ref={formRef}
      noValidate
      className="applicant-status__card"
      method="post"
      action="/api/applicant-status/link"
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="lost-link-heading"
    >
      <h2 id="lost-link-heading">{t.lostHeading}</h2>
      <p>{t.lostIntro}</p>
      <FormFailure message={failure} focusRef={failureRef} />
      <TextField
        {...textField('email')}
        type="email"
        autoComplete="email"
        label={t.lostEmailLabel}
        required
      />
      <SubmitRow sending={isSending} label={t.lostSend} sendingLabel={t.sending} size="md" icon={null} />
      {sent ? <Alert tone="success">{answer}</Alert> : null}
    </form>
  );
}
