import { optionsOf } from '@/components/ui/fields';
import { useState } from 'react';
import { MAIL_TEMPLATE_PURPOSES, type ApplicationStatus, type MailTemplatePurpose } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useSendApplicationMailsMutation } from './admin-applications-api';
import { useHrStatusOptions } from './status-move';
import { adminApplicationsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

/** The confirmation being asked: the request id is made once per confirmation, so a second click repeats it. */
interface Pending {
  purpose: MailTemplatePurpose;
  status: ApplicationStatus | null;
  requestId: string;
}

/** One templated e-mail to each selected applicant, optionally after moving them to a stage. */
export function BulkMail({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTexts(adminApplicationsTexts);
  const statusOptions = useHrStatusOptions();
  const [purpose, setPurpose] = useState<MailTemplatePurpose>('rejection');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [pending, setPending] = useState<Pending | null>(null);
  const send = useAdminAction(useSendApplicationMailsMutation(), {
    failed: t.tracker.mailFailed,
    done: (sent) => (sent.repeated ? t.tracker.mailRepeated : t.tracker.mailDone(sent.queued)),
  });

  const confirm = async () => {
    if (!pending) return;
    const outcome = await send.run({
      ids,
      purpose: pending.purpose,
      requestId: pending.requestId,
      // The dialog has just asked about the move (into Rejected, out of Hired): this is the answer.
      ...(pending.status ? { status: pending.status, confirm: true } : {}),
    });
    if (!outcome.ok) return;
    setPending(null);
    onDone();
  };

  return (
    <>
      <InlineSelect
        label={t.tracker.mailTemplate}
        hideLabel
        options={optionsOf(MAIL_TEMPLATE_PURPOSES, t.mailPurpose)}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value as MailTemplatePurpose)}
      />
      <InlineSelect
        label={t.tracker.mailStatus}
        hideLabel
        options={statusOptions}
        placeholder={t.tracker.mailKeepStage}
        value={status}
        onChange={(event) => setStatus(event.target.value as ApplicationStatus | '')}
      />
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setPending({ purpose, status: status || null, requestId: crypto.randomUUID() })}
      >
        {t.tracker.mailPrepare}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title={t.tracker.mailTitle}
        confirmLabel={t.tracker.mailSend(ids.length)}
        cancelLabel={t.tracker.mailCancel}
        busy={send.pending}
        error={send.error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
          send.clear();
        }}
      >
        {pending
          ? t.tracker.mailConfirm(
              ids.length,
              t.mailPurpose[pending.purpose],
              pending.status && t.status[pending.status],
            )
          : null}
      </ConfirmDialog>
    </>
  );
}
