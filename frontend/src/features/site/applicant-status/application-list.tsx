import { useState } from 'react';
import type { ApplicantApplication, ApplicantStage } from '@uaq/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { applicantStatusApi, useAnswerText } from './applicant-status-api';
import { formatApplicantDate } from './applicant-dates';
import { applicantStatusTexts } from './texts';

const STAGE_TONES: Record<ApplicantStage, BadgeTone> = {
  received: 'pending',
  'under-review': 'reviewing',
  interview: 'interviewed',
  offer: 'hired',
  'not-selected': 'neutral',
  withdrawn: 'neutral',
};

type Action = { kind: 'withdraw' | 'erase'; application: ApplicantApplication };

export interface ApplicationListProps {
  token: string;
  applications: ApplicantApplication[];
  /** After an action: the page reloads the status and shows the server's message. */
  onDone: (tone: 'success' | 'danger', text: string) => void;
}

/** The applicant's applications, newest first, each with its stage in words and its actions. */
export function ApplicationList({ token, applications, onDone }: ApplicationListProps) {
  const t = useTexts(applicantStatusTexts);
  const language = useLanguage();
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answerText = useAnswerText();
  const title = (application: ApplicantApplication) =>
    (language === 'ar' && application.jobTitleAr) || application.jobTitle;

  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    setError(null);
    const { id } = action.application;
    const result =
      action.kind === 'withdraw'
        ? await applicantStatusApi.withdraw(token, id)
        : await applicantStatusApi.requestErasure(token, id);
    setBusy(false);
    if (!result.ok) {
      setError(answerText(result));
      return;
    }
    setAction(null);
    onDone('success', answerText(result));
  };

  const downloadResume = async (application: ApplicantApplication) => {
    const result = await applicantStatusApi.download(
      '/applicant-status/resume',
      { token, applicationId: application.id },
      'resume',
    );
    if (!result.ok) onDone('danger', answerText(result));
  };

  if (applications.length === 0) return <p>{t.none}</p>;
  return (
    <>
      <ul className="applicant-status__applications">
        {applications.map((application) => {
          const job = title(application);
          return (
            <li key={application.id} className="applicant-status__application">
              <h3>{job}</h3>
              <p className="applicant-status__meta">
                {t.appliedOn(formatApplicantDate(application.appliedAt, language))}
              </p>
              <p>
                <span className="visually-hidden">{t.stageLabel}: </span>
                <Badge tone={STAGE_TONES[application.stage]}>{t.stages[application.stage]}</Badge>
              </p>
              {application.erasureRequestedAt && application.erasureOnHold ? (
                <p className="applicant-status__note">
                  {t.erasureOnHold(formatApplicantDate(application.erasureRequestedAt, language))}
                </p>
              ) : application.erasureRequestedAt && application.erasureDueAt ? (
                <p className="applicant-status__note">
                  {t.erasureRequested(
                    formatApplicantDate(application.erasureRequestedAt, language),
                    formatApplicantDate(application.erasureDueAt, language),
                  )}
                </p>
              ) : null}
              <div className="applicant-status__actions">
                {application.hasResume ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t.downloadResumeFor(job)}
                    onClick={() => void downloadResume(application)}
                  >
                    {t.downloadResume}
                  </Button>
                ) : null}
                {application.canWithdraw ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t.withdrawFor(job)}
                    onClick={() => setAction({ kind: 'withdraw', application })}
                  >
                    {t.withdraw}
                  </Button>
                ) : null}
                {application.erasureRequestedAt ? null : (
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t.eraseFor(job)}
                    onClick={() => setAction({ kind: 'erase', application })}
                  >
                    {t.erase}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={action !== null}
        title={action?.kind === 'erase' ? t.eraseTitle : t.withdrawTitle}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setAction(null);
          setError(null);
        }}
      >
        {action
          ? action.kind === 'erase'
            ? t.eraseQuestion(title(action.application))
            : t.withdrawQuestion(title(action.application))
          : null}
      </ConfirmDialog>
    </>
  );
}
