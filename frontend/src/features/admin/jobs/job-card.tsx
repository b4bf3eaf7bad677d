import { optionsOf } from '@/components/ui/fields';
import { useLiveNotice } from '@/components/ui/live-notice';
import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import {
  experienceInEnglish,
  JOB_STATUSES,
  salaryInEnglish,
  type AdminJob,
  type JobStatus,
} from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { Badge, statusTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format-date';
import { useDeleteJobMutation, useSetJobStatusMutation } from './admin-jobs-api';
import { JobClosingFacts, ReopenJobButton } from './job-closing';
import { adminJobsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

function isAuthFailure(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 401;
}

export function JobCard({ job, onEdit }: { job: AdminJob; onEdit: (job: AdminJob) => void }) {
  const t = useTexts(adminJobsTexts);
  const [setJobStatus, statusState] = useSetJobStatusMutation();
  const [deleteJob, deleteState] = useDeleteJobMutation();
  const [statusError, setStatusError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Shows the choice at once; the cached list follows optimistically (see the api file).
  const [pendingStatus, setPendingStatus] = useState<JobStatus | null>(null);
  const notice = useLiveNotice();

  const changeStatus = async (status: JobStatus) => {
    setStatusError(null);
    setPendingStatus(status);
    const result = await setJobStatus({ id: job.id, status });
    setPendingStatus(null);
    if (result.error && !isAuthFailure(result.error))
      setStatusError(errorMessage(result.error, t.card.statusFailed));
    if (!result.error) notice.done(t.notices.statusChanged(job.title, t.status[status] ?? status));
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    const result = await deleteJob(job.id);
    if (result.error) {
      if (isAuthFailure(result.error)) setConfirming(false);
      else setDeleteError(errorMessage(result.error, t.deleteDialog.failed));
      return;
    }
    setConfirming(false);
    notice.done(t.notices.deleted(job.title));
  };

  return (
    <Card as="article" className="admin-card admin-job">
      <header className="admin-card__header admin-job__header">
        <h3 className="admin-card__title admin-job__title">{job.title}</h3>
        <Badge tone={statusTone(job.status)}>{t.status[job.status] ?? job.status}</Badge>
      </header>
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
          disabled={statusState.isLoading}
          onChange={(event) => void changeStatus(event.target.value as JobStatus)}
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
              setDeleteError(null);
              setConfirming(true);
            }}
          >
            {t.card.delete}
          </Button>
        </div>
        {statusError ? (
          <p className="admin-inline-error" role="alert">
            {statusError}
          </p>
        ) : null}
      </footer>
      <ConfirmDialog
        open={confirming}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        cancelLabel={t.deleteDialog.cancel}
        busy={deleteState.isLoading}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      >
        <p>{t.deleteDialog.question}</p>
        <p className="admin-muted">{job.title}</p>
      </ConfirmDialog>
    </Card>
  );
}
