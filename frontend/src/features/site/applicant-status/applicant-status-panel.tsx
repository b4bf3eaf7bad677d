import { useEffect, useRef, useState } from 'react';
import type { ApplicantStatus } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/spinner';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { applicantStatusApi, useAnswerText } from './applicant-status-api';
import { formatApplicantDate, formatInterviewTime } from './applicant-dates';
import { ApplicationList } from './application-list';
import { DetailsForms } from './details-forms';
import { LinkRequestForm } from './link-request-form';
import { applicantStatusTexts } from './texts';
import './applicant-status.css';

type Outcome = { tone: 'success' | 'danger'; text: string };
type Loaded =
  { kind: 'loading' } | { kind: 'refused'; text: string } | { kind: 'shown'; status: ApplicantStatus };

/** The page behind a status link: the applications, the actions, the data, the link itself. */
export function ApplicantStatusPanel({ token }: { token: string }) {
  const t = useTexts(applicantStatusTexts);
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const answerText = useAnswerText();

  // Bumped after each action, so the page reads the status as it now stands.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void applicantStatusApi.status(token).then((result) => {
      if (!current) return;
      setLoaded(
        result.ok
          ? { kind: 'shown', status: result.status }
          : { kind: 'refused', text: answerText({ ok: false, failure: result.failure }) },
      );
    });
    return () => {
      current = false;
    };
  }, [token, version, answerText]);

  /** After an action: its message where focus can find it, and the page as it now stands. */
  const done = (tone: Outcome['tone'], text: string) => {
    setOutcome({ tone, text });
    setVersion((value) => value + 1);
    requestAnimationFrame(() => outcomeRef.current?.focus());
  };

  if (loaded.kind === 'loading') return <LoadingText>{t.loading}</LoadingText>;
  if (loaded.kind === 'refused') {
    return (
      <>
        <Alert tone="danger" title={t.refusedHeading}>
          {loaded.text}
        </Alert>
        <LinkRequestForm />
      </>
    );
  }

  const { status } = loaded;
  const revoke = async () => {
    const result = await applicantStatusApi.revoke(token);
    if (result.ok) setLoaded({ kind: 'refused', text: answerText(result) });
    else done('danger', answerText(result));
  };
  const downloadData = async () => {
    const result = await applicantStatusApi.download(
      '/applicant-status/export',
      { token },
      'my-applications.json',
    );
    if (!result.ok) done('danger', answerText(result));
  };

  return (
    <div className="applicant-status">
      <div ref={outcomeRef} tabIndex={-1} className="applicant-status__outcome">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      <section className="applicant-status__card" aria-labelledby="applications-heading">
        <h2 id="applications-heading">{t.applicationsHeading}</h2>
        <p className="applicant-status__meta">
          <bdi>{t.signedInAs(status.email)}</bdi>
          <br />
          {t.linkValidUntil(formatApplicantDate(status.linkExpiresAt, language))}
        </p>
        <ApplicationList token={token} applications={status.applications} onDone={done} />
      </section>
      {status.interviews.length > 0 ? (
        <section className="applicant-status__card" aria-labelledby="interviews-heading">
          <h2 id="interviews-heading">{t.interviewsHeading}</h2>
          <ul>
            {status.interviews.map((interview) => {
              const application = status.applications.find((row) => row.id === interview.applicationId);
              return (
                <li key={`${interview.applicationId}-${interview.startsAt}`}>
                  {t.interviewAt(
                    application?.jobTitle ?? '',
                    formatInterviewTime(interview.startsAt, interview.timeZone, language),
                  )}
                  {interview.location ? <span> · {interview.location}</span> : null}
                  {interview.meetingUrl ? (
                    <>
                      {' · '}
                      <a href={interview.meetingUrl} rel="noopener noreferrer">
                        {t.interviewLink}
                      </a>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section className="applicant-status__card" aria-labelledby="data-heading">
        <h2 id="data-heading">{t.dataHeading}</h2>
        <p>{t.dataIntro}</p>
        <Button variant="secondary" onClick={() => void downloadData()}>
          {t.downloadData}
        </Button>
      </section>
      <DetailsForms token={token} phone={status.phone} onDone={done} />
      <section className="applicant-status__card" aria-labelledby="link-heading">
        <h2 id="link-heading">{t.linkHeading}</h2>
        <p>{t.linkIntro}</p>
        <Button variant="danger" onClick={() => void revoke()}>
          {t.revoke}
        </Button>
      </section>
    </div>
  );
}
