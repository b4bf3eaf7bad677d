import { useState } from 'react';
import type { AdminJobApplication, ApplicationStatus } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useSetApplicationStatusesMutation } from './admin-applications-api';
import { BulkMail } from './bulk-mail';
import { useHrStatusOptions, useStatusMoveNotice, useStatusMoveQuestion } from './status-move';
import { statusMoveTexts } from './status-move-texts';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/**
 * Moves the selected applications (rows of the page shown) to one stage together (all or none, on
 * the server; asking first when one of them leaves Hired or they go to Rejected, with an Undo after),
 * or e-mails them.
 */
export function BulkStatusBar({
  selection,
  onDone,
}: {
  selection: readonly Pick<AdminJobApplication, 'id' | 'status'>[];
  onDone: () => void;
}) {
  const t = useTexts(adminApplicationsTexts);
  const words = useTexts(statusMoveTexts);
  const statusOptions = useHrStatusOptions();
  const question = useStatusMoveQuestion();
  const moved = useStatusMoveNotice();
  const ids = selection.map((row) => row.id);
  const [status, setStatus] = useState<ApplicationStatus>('reviewing');
  const bulkChange = useAdminAction(useSetApplicationStatusesMutation(), {
    failed: t.tracker.bulkFailed,
    announceFailure: true,
  });

  const apply = async (confirm: boolean) => {
    const outcome = await bulkChange.run({ ids, status, confirm });
    if (!outcome.ok) return;
    // Only those that were elsewhere changed stage: those are what an Undo takes back.
    const changed = new Set(selection.filter((row) => row.status !== status).map((row) => row.id));
    moved(
      t.tracker.bulkDone(ids.length, t.status[status]),
      outcome.data.filter((application) => changed.has(application.id)),
      status,
    );
    onDone();
  };

  return (
    <div className="tracker__bulk" role="group" aria-label={t.tracker.selected(ids.length)}>
      <strong>{t.tracker.selected(ids.length)}</strong>
      <InlineSelect
        label={t.tracker.bulkStatus}
        hideLabel
        options={statusOptions}
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
      />
      <Button
        size="sm"
        disabled={bulkChange.pending}
        onClick={() =>
          question.ask(
            { who: words.selection(ids.length), from: selection.map((row) => row.status), to: status },
            (confirm) => void apply(confirm),
          )
        }
      >
        {t.tracker.bulkApply}
      </Button>
      {question.dialog}
      <BulkMail ids={ids} onDone={onDone} />
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t.tracker.bulkClear}
      </Button>
    </div>
  );
}
