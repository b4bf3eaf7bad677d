import { useState } from 'react';
import { MAIL_TEMPLATE_PURPOSES, type ApplicationStatus, type MailTemplatePurpose } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLiveNotice } from '@/components/ui/live-notice';
import { errorMessage } from '@/lib/api';
import { useSendApplicationMailsMutation } from './admin-applications-api';
import { STATUS_OPTIONS } from './status-options';
import { adminApplicationsTexts as t } from './texts';

const PURPOSE_OPTIONS = MAIL_TEMPLATE_PURPOSES.map((value) => ({ value, label: t.mailPurpose[value] }));

/** The confirmation being asked: the request id is made once per confirmation, so a second click repeats it. */
interface Pending {
  purpose: MailTemplatePurpose;
  status: ApplicationStatus | null;
  requestId: string;
}

/** One templated e-mail to each selected applicant, optionally after moving them to a stage. */
export function BulkMail({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [purpose, setPurpose] = useState<MailTemplatePurpose>('rejection');
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [send, { isLoading }] = useSendApplicationMailsMutation();
  const notice = useLiveNotice();

  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    const result = await send({
      ids,
      purpose: pending.purpose,
      requestId: pending.requestId,
      // The dialog has just asked about the move (into Rejected, out of Hired): this is the answer.
      ...(pending.status ? { status: pending.status, confirm: true } : {}),
    });
    if (result.error) {
      if ((result.error as { status?: unknown }).status !== 401)
        setFailure(errorMessage(result.error, t.tracker.mailFailed));
      return;
    }
    setPending(null);
    notice.done(result.data.repeated ? t.tracker.mailRepeated : t.tracker.mailDone(result.data.queued));
    onDone();
  };

  return (
    <>
      <InlineSelect
        label={t.tracker.mailTemplate}
        hideLabel
        options={PURPOSE_OPTIONS}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value as MailTemplatePurpose)}
      />
      <InlineSelect
        label={t.tracker.mailStatus}
        hideLabel
        options={STATUS_OPTIONS}
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
        busy={isLoading}
        error={failure}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
          setFailure(null);
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
