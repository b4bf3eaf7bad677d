import { optionsOf } from '@/components/ui/fields';
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import {
  experienceInEnglish,
  JOB_STATUSES,
  salaryInEnglish,
  type AdminJob,
  type JobStatus,
} from '@uaq/contract';
import {
  ArabicMissingFlag,
  goesLiveInEnglishOnly,
  PublishEnglishOnlyDialog,
} from '@/components/admin/arabic-content';
import { InlineSelect } from '@/components/admin/inline-select';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDate } from '@/lib/format-date';
import { useDeleteJobMutation, useSetJobStatusMutation } from './admin-jobs-api';
import { JobClosingFacts, ReopenJobButton } from './job-closing';
import { adminJobsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

export function JobCard({ job, onEdit }: { job: AdminJob; onEdit: (job: AdminJob) => void }) {
  const t = useTexts(adminJobsTexts);
  const statusChange = useAdminAction(useSetJobStatusMutation(), {
    failed: t.card.statusFailed,
    done: (_job, { status }) => t.notices.statusChanged(job.title, t.status[status] ?? status),
  });
  const removal = useAdminAction(useDeleteJobMutation(), {
    failed: t.deleteDialog.failed,
    done: () => t.notices.deleted(job.title),
  });
  const [confirming, setConfirming] = useState(false);
  // Shows the choice at once; the cached list follows optimistically (see the api file).
  const [pendingStatus, setPendingStatus] = useState<JobStatus | null>(null);
  // Making an English-only job active asks first (its Arabic page then says so).
  const [confirmingPublish, setConfirmingPublish] = useState(false);

  const chooseStatus = (status: JobStatus) => {
    const live = (each: JobStatus) => each === 'active';
    if (goesLiveInEnglishOnly({ live: live(status), item: job }, { live: live(job.status), item: job })) {
      setConfirmingPublish(true);
      return;
    }
    void changeStatus(status);
  };

  const changeStatus = async (status: JobStatus) => {
    setConfirmingPublish(false);
    setPendingStatus(status);
    await statusChange.run({ id: job.id, status });
    setPendingStatus(null);
  };

  const confirmDelete = async () => {
    const outcome = await removal.run(job.id);
    if (outcome.ok || outcome.signedOut) setConfirming(false);
  };

  return (
    <Card as="article" className="admin-card admin-job">
      <header className="admin-card__header admin-job__header">
        <h3 className="admin-card__title admin-job__title">{job.title}</h3>
        <Badge tone={statusTone(job.status)}>{t.status[job.status] ?? job.status}</Badge>
      </header>
      <ArabicMissingFlag item={job} missing={job.arabicMissing ?? []} />
      <JobClosingFacts job={job} />
      <dl className="admin-facts">
        <div>
          <dt>{t.card.location}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{t.card.type}</dt>
          <dd>{job.type}</dd>
        </div>
        <div>
          <dt>{t.card.experience}</dt>
          <dd>{experienceInEnglish(job)}</dd>
        </div>
        {job.salaryMin !== null ? (
          <div>
            <dt>{t.card.salary}</dt>
            <dd>{salaryInEnglish(job)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.card.created}</dt>
          <dd>{formatDate(job.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.card.applications}</dt>
          <dd>{job.applicationCount ?? 0}</dd>
        </div>
      </dl>
      <p className="admin-job__description">{job.description}</p>
      {job.requirements?.length ? (
        <div>
          <h4 className="admin-job__subheading">{t.card.requirements}</h4>
          <ul className="admin-job__requirements">
            {job.requirements.map((requirement, index) => (
              <li key={index}>{requirement}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <footer className="admin-job__actions">
        <InlineSelect
          label={t.card.status}
          aria-label={t.card.statusFor(job.title)}
          options={optionsOf(JOB_STATUSES, t.status)}
          value={pendingStatus ?? job.status}
          disabled={statusChange.pending}
          onChange={(event) => chooseStatus(event.target.value as JobStatus)}
        />
        <div className="admin-job__buttons">
          {job.status === 'closed' ? <ReopenJobButton job={job} /> : null}
          <Button
            variant="secondary"
            size="sm"
            icon={<Pencil size={16} />}
            aria-label={t.card.editLabel(job.title)}
            onClick={() => onEdit(job)}
          >
            {t.card.edit}
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<Trash2 size={16} />}
            aria-label={t.card.deleteLabel(job.title)}
            onClick={() => {
              removal.clear();
              setConfirming(true);
            }}
          >
            {t.card.delete}
          </Button>
        </div>
        {statusChange.error ? (
          <p className="admin-inline-error" role="alert">
            {statusChange.error}
          </p>
        ) : null}
      </footer>
      <PublishEnglishOnlyDialog
        open={confirmingPublish}
        what={t.card.what}
        onConfirm={() => void changeStatus('active')}
        onCancel={() => setConfirmingPublish(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        busy={removal.pending}
        error={removal.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.deleteDialog.question}</p>
        <p className="admin-muted">{job.title}</p>
      </ConfirmDialog>
    </Card>
  );
}
