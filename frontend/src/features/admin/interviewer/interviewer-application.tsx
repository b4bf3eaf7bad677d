import { FileDown } from 'lucide-react';
import type { InterviewerInterview } from '@uaq/contract';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/spinner';
import { useDates } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import {
  useCreateInterviewerResumeTokenMutation,
  useGetInterviewerApplicationQuery,
} from './my-interviews-api';
import { ScorecardForm } from './scorecard-form';
import { myInterviewsTexts } from './texts';

/** One application as its interviewer sees it: who, which job, the resume, and each interview with their card. */
export function InterviewerApplication({
  applicationId,
  onBack,
}: {
  applicationId: number;
  onBack: () => void;
}) {
  const t = useTexts(myInterviewsTexts);
  const language = useLanguage();
  const { data: view, isLoading, isError } = useGetInterviewerApplicationQuery(applicationId);
  const resume = useAdminAction(useCreateInterviewerResumeTokenMutation(), { failed: t.resumeFailed });

  // The tab opens during the click (pop-up blockers let it through), then goes to the short-lived link.
  const openResume = async () => {
    const tab = window.open('', '_blank');
    const outcome = await resume.run(applicationId);
    if (!outcome.ok) {
      tab?.close();
      return;
    }
    const url = new URL(outcome.data.url, window.location.origin).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  };

  return (
    <section className="my-interviews" aria-labelledby="interviewer-application-heading">
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t.back}
      </Button>
      {isLoading ? <LoadingText>{t.applicationLoading}</LoadingText> : null}
      {isError ? <Alert tone="danger">{t.applicationFailed}</Alert> : null}
      {view ? (
        <>
          <h2 id="interviewer-application-heading" className="admin-toolbar__title">
            {view.fullName}
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>{t.job}</dt>
              <dd>{language === 'ar' && view.job.titleAr ? view.job.titleAr : view.job.title}</dd>
            </div>
          </dl>
          {view.hasResume ? (
            <p>
              <Button
                variant="secondary"
                size="sm"
                icon={<FileDown size={16} />}
                disabled={resume.pending}
                onClick={() => void openResume()}
              >
                {t.resume}
              </Button>{' '}
              {resume.error ? (
                <span className="admin-inline-error" role="alert">
                  {resume.error}
                </span>
              ) : null}
            </p>
          ) : (
            <p className="admin-muted">{t.noResume}</p>
          )}
          {view.interviews.map((interview) => (
            <InterviewBlock
              key={interview.id}
              interview={interview}
              criteria={view.criteria}
              applicantName={view.fullName}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}

function InterviewBlock({
  interview,
  criteria,
  applicantName,
}: {
  interview: InterviewerInterview;
  criteria: Parameters<typeof ScorecardForm>[0]['criteria'];
  applicantName: string;
}) {
  const t = useTexts(myInterviewsTexts);
  const dates = useDates();
  return (
    <article
      className="my-interviews__interview"
      aria-label={`${applicantName}: ${dates.dateTime(interview.startsAt)}`}
    >
      <p>
        <Badge
          tone={
            interview.response === 'declined'
              ? 'danger'
              : interview.response === 'accepted'
                ? 'success'
                : 'warning'
          }
        >
          {t.response[interview.response]}
        </Badge>
      </p>
      <dl className="admin-facts">
        <div className="admin-facts__wide">
          <dt>{t.when}</dt>
          <dd>
            {dates.dateTime(interview.startsAt)} · {t.minutes(interview.durationMinutes)}
          </dd>
        </div>
        <div className="admin-facts__wide">
          <dt>{t.where}</dt>
          <dd>{interview.location ?? t.online}</dd>
        </div>
        {interview.meetingUrl ? (
          <div className="admin-facts__wide">
            <dt>{t.meeting}</dt>
            <dd>
              <a href={interview.meetingUrl} target="_blank" rel="noopener noreferrer" dir="ltr">
                {interview.meetingUrl}
              </a>
            </dd>
          </div>
        ) : null}
        <div className="admin-facts__wide">
          <dt>{t.panel}</dt>
          <dd>{interview.panel.join('، ')}</dd>
        </div>
      </dl>
      {interview.status === 'cancelled' ? (
        <p className="admin-muted">{t.cancelled}</p>
      ) : (
        <ScorecardForm interview={interview} criteria={criteria} />
      )}
    </article>
  );
}
