import { useState } from 'react';
import type { ApplicationStatus } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useSetApplicationStatusMutation } from './admin-applications-api';
import { useStatusOptions } from './status-options';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

export interface ApplicationStatusSelectProps {
  applicationId: number;
  status: ApplicationStatus;
  applicantName: string;
  /** Show the visible "Status" label (cards) or only the accessible one (compact rows). */
  showLabel?: boolean;
}

/** Changes an application's status; every list, the grouped statistics and the job counts reload. */
export function ApplicationStatusSelect({
  applicationId,
  status,
  applicantName,
  showLabel = true,
}: ApplicationStatusSelectProps) {
  const t = useTexts(adminApplicationsTexts);
  const statusOptions = useStatusOptions();
  const statusChange = useAdminAction(useSetApplicationStatusMutation(), {
    failed: t.statusFailed,
    done: (_application, { status: next }) => t.tracker.statusDone(applicantName, t.status[next]),
  });
  // Shows the choice at once; the cached lists follow optimistically (see the api file).
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  // Ticked for one change at a time, so a later change never e-mails the applicant by surprise.
  const [notifyApplicant, setNotifyApplicant] = useState(false);

  const change = async (next: ApplicationStatus) => {
    setPending(next);
    const outcome = await statusChange.run({ id: applicationId, status: next, notifyApplicant });
    setPending(null);
    if (outcome.ok) setNotifyApplicant(false);
  };

  return (
    <div className="admin-inline-select-wrap">
      <InlineSelect
        label={t.statusLabel}
        hideLabel={!showLabel}
        aria-label={t.statusFor(applicantName)}
        options={statusOptions}
        value={pending ?? status}
        disabled={statusChange.pending}
        onChange={(event) => void change(event.target.value as ApplicationStatus)}
      />
      <label className="admin-toggle admin-notify" title={t.notifyHint}>
        <input
          type="checkbox"
          checked={notifyApplicant}
          disabled={statusChange.pending}
          aria-label={t.notifyFor(applicantName)}
          onChange={(event) => setNotifyApplicant(event.target.checked)}
        />
        <span aria-hidden="true">{t.notify}</span>
      </label>
      {statusChange.error ? (
        <p className="admin-inline-error" role="alert">
          {statusChange.error}
        </p>
      ) : null}
    </div>
  );
}
