import { useState } from 'react';
import type { ApplicationStatus } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { Button } from '@/components/ui/button';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useSetApplicationStatusesMutation } from './admin-applications-api';
import { BulkMail } from './bulk-mail';
import { useStatusOptions } from './status-options';
import { adminApplicationsTexts } from './texts';
import { WhatsAppSelection } from './whatsapp-selection';
import { useTexts } from '@/lib/i18n/texts';

/** Moves the selected applications to one stage together (all or none, on the server), or e-mails them. */
export function BulkStatusBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTexts(adminApplicationsTexts);
  const statusOptions = useStatusOptions();
  const [status, setStatus] = useState<ApplicationStatus>('reviewing');
  const bulkChange = useAdminAction(useSetApplicationStatusesMutation(), {
    failed: t.tracker.bulkFailed,
    done: (_applications, change) => t.tracker.bulkDone(change.ids.length, t.status[change.status]),
    announceFailure: true,
  });

  const apply = async () => {
    if ((await bulkChange.run({ ids, status })).ok) onDone();
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
      <Button size="sm" disabled={bulkChange.pending} onClick={() => void apply()}>
        {t.tracker.bulkApply}
      </Button>
      <BulkMail ids={ids} onDone={onDone} />
      <WhatsAppSelection ids={ids} />
      <Button size="sm" variant="ghost" onClick={onDone}>
        {t.tracker.bulkClear}
      </Button>
    </div>
  );
}
