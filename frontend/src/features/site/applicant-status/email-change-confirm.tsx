import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/i18n/texts';
import { applicantStatusApi, useAnswerText } from './applicant-status-api';
import { applicantStatusTexts } from './texts';
import './applicant-status.css';

/** Opened from the link mailed to a new address: a button confirms it (opening the link alone changes nothing). */
export function EmailChangeConfirm({ token }: { token: string }) {
  const t = useTexts(applicantStatusTexts);
  const [sending, setSending] = useState(false);
  const answerText = useAnswerText();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const confirm = async () => {
    setSending(true);
    const result = await applicantStatusApi.confirmEmail(token);
    setSending(false);
    setOutcome({ tone: result.ok ? 'success' : 'danger', text: answerText(result) });
  };

  return (
    <section className="applicant-status__card" aria-labelledby="confirm-email-heading">
      <h2 id="confirm-email-heading">{t.confirmEmailHeading}</h2>
      {outcome ? (
        <Alert tone={outcome.tone}>{outcome.text}</Alert>
      ) : (
        <>
          <p>{t.confirmEmailIntro}</p>
          <Button onClick={() => void confirm()} disabled={sending}>
            {sending ? t.sending : t.confirmEmail}
          </Button>
        </>
      )}
    </section>
  );
}
