import { APPLICANT_ACTOR, type AdminJobApplicationDetail } from '@uaq/contract';
import { useDates } from '@/lib/format-date';
import { interviewTexts } from './interview-texts';
import { useGetApplicationInterviewsQuery } from './interviews-api';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

interface HistoryItem {
  at: string;
  title: string;
  by: string;
}

/** The application's history: status changes and interview events, oldest first. */
export function ApplicationHistory({
  application,
  statusText,
}: {
  application: AdminJobApplicationDetail;
  statusText: (status: string | null | undefined) => string;
}) {
  const dates = useDates();
  const t = useTexts(adminApplicationsTexts);
  const interviewWords = useTexts(interviewTexts);
  const { data: interviews = [] } = useGetApplicationInterviewsQuery(application.id);
  const items: HistoryItem[] = [
    ...application.statusHistory.map((change) => ({
      at: change.changedAt,
      title: t.list.historyEntry(statusText(change.from), statusText(change.to)),
      by: change.changedBy,
    })),
    ...interviews.flatMap((interview) =>
      interview.events.map((event) => ({
        at: event.at,
        title: `${interviewWords.events[event.kind]} (${interview.date} ${interview.time})`,
        by: event.actor,
      })),
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));

  if (items.length === 0) return <p className="admin-muted">{t.list.historyNew}</p>;
  return (
    <ol className="tracker-panel__list">
      {items.map((item, index) => (
        <li key={index}>
          <strong>{item.title}</strong>{' '}
          <span className="admin-muted">
            {t.list.historyBy(
              item.by === APPLICANT_ACTOR ? t.list.historyByApplicant : item.by,
              dates.dateTime(item.at),
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
