import type { ApplicationEmailChange } from '@uaq/contract';
import { Badge } from '@/components/ui/badge';
import { useDates } from '@/lib/format-date';
import { useTexts } from '@/lib/i18n/texts';
import { emailChangeTexts } from './email-change-texts';

/** Under the panel's e-mail: the applicant changed it on their status page, when and from what. */
export function ApplicationEmailChanges({ changes }: { changes: ApplicationEmailChange[] | undefined }) {
  const t = useTexts(emailChangeTexts);
  const dates = useDates();
  if (!changes?.length) return null;
  return (
    <ul className="tracker-panel__email-changes">
      {changes.map((change, index) => (
        <li key={index}>
          <Badge tone="info">{t.changed}</Badge>{' '}
          <span className="admin-muted">
            {t.changedFrom(dates.date(change.changedAt))} <bdi dir="ltr">{change.from}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}
