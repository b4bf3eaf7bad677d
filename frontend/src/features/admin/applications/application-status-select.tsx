import { useState } from 'react';
import type { ApplicationStatus } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useSetApplicationStatusMutation } from './admin-applications-api';
import { useHrStatusOptions, useStatusMoveNotice, useStatusMoveQuestion } from './status-move';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

export interface ApplicationStatusSelectProps {
  applicationId: number;
  status: ApplicationStatus;
  applicantName: string;
  /** Show the visible "Status" label (cards) or only the accessible one (compact rows). */
  showLabel?: boolean;
}

/**
 * Changes an application's status (asking first into Rejected or out of Hired, with an Undo for a few
 * seconds after); every list, the grouped statistics and the job counts reload.
 */
export function ApplicationStatusSelect({
  applicationId,
  status,
  applicantName,
  showLabel = true,
}: ApplicationStatusSelectProps) {
  const t = useTexts(adminApplicationsTexts);
  const statusOptions = useHrStatusOptions(status);
  const question = useStatusMoveQuestion();
  const moved = useStatusMoveNotice();
  const statusChange = useAdminAction(useSetApplicationStatusMutation(), { failed: t.statusFailed });
  // Shows the choice at once; the cached lists follow optimistically (see the api file).
  const [pending, setPending] = useState<ApplicationStatus | null>(null);
  // Ticked for one change at a time, so a later change never e-mails the applicant by surprise.
  const [notifyApplicant, setNotifyApplicant] = useState(false);

  const change = async (next: ApplicationStatus, confirm: boolean) => {
    setPending(next);
    const outcome = await statusChange.run({ id: applicationId, status: next, notifyApplicant, confirm });
    setPending(null);
    if (!outcome.ok) return;
    setNotifyApplicant(false);
    moved(t.tracker.statusDone(applicantName, t.status[next]), [outcome.data], next);
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
        onChange={(event) => {
          const next = event.target.value as ApplicationStatus;
          question.ask(
            { who: applicantName, from: [status], to: next },
            (confirm) => void change(next, confirm),
          );
        }}
      />
      {question.dialog}
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
