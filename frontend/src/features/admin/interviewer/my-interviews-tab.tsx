import { useState } from 'react';
import {
  ASSIGNED_INTERVIEW_PERIODS,
  type AssignedInterview,
  type AssignedInterviewPeriod,
} from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDates } from '@/lib/format-date';
import { useLanguage } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { InterviewerApplication } from './interviewer-application';
import { useGetMyInterviewsQuery } from './my-interviews-api';
import { myInterviewsTexts } from './texts';
import './my-interviews.css';

/**
 * "My interviews": the interviews the signed-in member sits on (an interviewer sees nothing else of
 * the admin area), upcoming or begun, a page at a time; one opens on the applicant and the scorecard.
 */
export function MyInterviewsTab() {
  const t = useTexts(myInterviewsTexts);
  const [period, setPeriod] = useState<AssignedInterviewPeriod>('upcoming');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<number | null>(null);
  const query = useGetMyInterviewsQuery({ period, page });

  if (opened !== null)
    return <InterviewerApplication applicationId={opened} onBack={() => setOpened(null)} />;

  return (
    <section className="my-interviews" aria-labelledby="my-interviews-heading">
      <h2 id="my-interviews-heading" className="admin-toolbar__title">
        {t.heading}
      </h2>
      <p className="admin-muted">{t.intro}</p>
      <AdminListFrame
        query={query}
        texts={{ loading: t.loading, loadFailed: t.loadFailed }}
        count={t.count}
        pager={{
          pagination: t.pagination,
          previous: t.previous,
          next: t.next,
          pageOf: t.pageOf,
          onPage: setPage,
        }}
        toolbar={
          <div className="my-interviews__periods" role="group" aria-label={t.periodLabel}>
            {ASSIGNED_INTERVIEW_PERIODS.map((value) => (
              <Button
                key={value}
                size="sm"
                variant={value === period ? 'primary' : 'secondary'}
                aria-pressed={value === period}
                onClick={() => {
                  setPeriod(value);
                  setPage(1);
                }}
              >
                {t.periods[value]}
              </Button>
            ))}
          </div>
        }
        empty={
          <>
            <p>
              <strong>{t.empty}</strong>
            </p>
            <p className="admin-muted">{t.emptyHint}</p>
          </>
        }
      >
        {(rows) => (
          <ul className="my-interviews__list">
            {rows.map((row) => (
              <AssignedRow key={row.interviewId} row={row} onOpen={() => setOpened(row.applicationId)} />
            ))}
          </ul>
        )}
      </AdminListFrame>
    </section>
  );
}

function AssignedRow({ row, onOpen }: { row: AssignedInterview; onOpen: () => void }) {
  const t = useTexts(myInterviewsTexts);
  const dates = useDates();
  const language = useLanguage();
  const job = language === 'ar' && row.jobTitleAr ? row.jobTitleAr : row.jobTitle;
  return (
    <li className="my-interviews__row">
      <div className="my-interviews__who">
        <strong>{row.applicantName}</strong>
        <span>{job}</span>
        <span className="admin-muted">
          {dates.dateTime(row.startsAt)} · {t.minutes(row.durationMinutes)} · {row.location ?? t.online}
        </span>
      </div>
      <div className="my-interviews__state">
        <Badge
          tone={row.scorecard === 'submitted' ? 'success' : row.scorecard === 'draft' ? 'warning' : 'neutral'}
        >
          {t.cardState[row.scorecard]}
        </Badge>
        <Button size="sm" aria-label={t.openFor(row.applicantName)} onClick={onOpen}>
          {t.open}
        </Button>
      </div>
    </li>
  );
}
