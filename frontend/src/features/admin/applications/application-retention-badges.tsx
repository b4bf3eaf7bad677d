import { Badge } from '@/components/ui/badge';
import { useDates } from '@/lib/format-date';
import { useTexts } from '@/lib/i18n/texts';
import { useGetApplicationRetentionQuery } from './application-retention-api';
import { retentionBadgeTexts } from './retention-badge-texts';

/** "On legal hold" (with its reason) or "Marked for deletion" (with its purge date), when either holds. */
export function ApplicationRetentionBadges({ applicationId }: { applicationId: number }) {
  const t = useTexts(retentionBadgeTexts);
  const dates = useDates();
  const { data: state } = useGetApplicationRetentionQuery(applicationId);
  if (!state?.heldAt && !state?.purgeOn) return null;
  return (
    <ul className="tracker-panel__retention">
      {state.heldAt ? (
        <li>
          <Badge tone="warning">{t.held}</Badge>{' '}
          <span className="admin-muted">{t.heldBecause(state.holdReason ?? '')}</span>
        </li>
      ) : null}
      {state.purgeOn ? (
        <li>
          <Badge tone="danger">{t.marked}</Badge>{' '}
          <span className="admin-muted">{t.purgeOn(dates.date(state.purgeOn))}</span>
        </li>
      ) : null}
    </ul>
  );
}
