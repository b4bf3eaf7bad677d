import { useState, type FormEvent } from 'react';
import { RotateCcw } from 'lucide-react';
import { closingInstant, daysUntilClosing, dubaiDay, resumeRequired, type AdminJob } from '@uaq/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDate } from '@/lib/format-date';
import { useReopenJobMutation } from './job-closing-api';
import { jobClosingTexts } from './job-closing-texts';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';

/** "Closes in 3 days", "Closes today" or "Closed on 20 Nov 2026"; nothing for a job without a date. */
export function closingLabel(
  t: TextsOf<typeof jobClosingTexts>,
  closesOn: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!closesOn) return null;
  const days = daysUntilClosing(closesOn, now);
  if (days < 0) return t.closedOn(formatDate(closingInstant(closesOn)));
  return days === 0 ? t.closesToday : t.closesIn(days);
}

/** The job card's closing day and walk-in facts. */
export function JobClosingFacts({ job }: { job: AdminJob }) {
  const t = useTexts(jobClosingTexts);
  const label = closingLabel(t, job.closesOn);
  const past = !!job.closesOn && daysUntilClosing(job.closesOn, new Date()) < 0;
  return (
    <p className="admin-job__closing">
      {label ? <Badge tone={past ? 'closed' : 'warning'}>{label}</Badge> : null}
      <span className="admin-muted">{resumeRequired(job) ? t.resumeRequired : t.resumeOptional}</span>
    </p>
  );
}

/** The job form's closing day and walk-in flag. */
export function JobClosingFormFields({
  closesOn,
  resumeOptional,
  errors,
  onClosesOn,
  onResumeOptional,
}: {
  closesOn: string;
  resumeOptional: boolean;
  errors: Record<string, string>;
  onClosesOn: (value: string) => void;
  onResumeOptional: (value: boolean) => void;
}) {
  const t = useTexts(jobClosingTexts);
  return (
    <div className="job-form__grid">
      <TextField
        type="date"
        name="closesOn"
        label={t.fields.closesOn}
        hint={t.fields.closesOnHint}
        value={closesOn}
        error={errors.closesOn}
        onChange={(event) => onClosesOn(event.target.value)}
      />
      <Checkbox
        name="resumeOptional"
        label={t.fields.resumeOptional}
        hint={t.fields.resumeOptionalHint}
        checked={resumeOptional}
        error={errors.resumeOptional}
        onChange={(event) => onResumeOptional(event.target.checked)}
      />
    </div>
  );
}

/** Reopen a closed job: asks for the new closing day (empty: open until HR closes it). */
export function ReopenJobButton({ job }: { job: AdminJob }) {
  const t = useTexts(jobClosingTexts);
  const [open, setOpen] = useState(false);
  const [closesOn, setClosesOn] = useState('');
  const reopen = useAdminAction(useReopenJobMutation(), {
    failed: t.reopenDialog.failed,
    done: () => t.reopened(job.title),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await reopen.run({ id: job.id, closesOn: closesOn || null })).ok) setOpen(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        icon={<RotateCcw size={16} />}
        aria-label={t.reopenLabel(job.title)}
        onClick={() => {
          setClosesOn('');
          reopen.clear();
          setOpen(true);
        }}
      >
        {t.reopen}
      </Button>
      <Modal open={open} title={t.reopenDialog.title} onClose={() => setOpen(false)} maxWidth={460}>
        <form className="job-form" onSubmit={onSubmit}>
          <UnsavedChangesGuard when={closesOn !== ''} subject={t.reopenDialog.unsavedSubject} />
          <p>{t.reopenDialog.intro}</p>
          <TextField
            type="date"
            name="reopenClosesOn"
            label={t.reopenDialog.closesOn}
            hint={t.reopenDialog.closesOnHint}
            min={dubaiDay(new Date())}
            value={closesOn}
            error={reopen.fieldErrors.closesOn}
            onChange={(event) => setClosesOn(event.target.value)}
          />
          <div className="job-form__actions">
            {reopen.error ? (
              <p className="admin-inline-error" role="alert">
                {reopen.error}
              </p>
            ) : null}
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.reopenDialog.cancel}
            </Button>
            <Button type="submit" disabled={reopen.pending}>
              {t.reopenDialog.confirm}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
