import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminJob } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { LoadingText } from '@/components/ui/spinner';
import { useGetAdminJobsQuery } from './admin-jobs-api';
import { JobCard } from './job-card';
import { JobFormModal } from './job-form-modal';
import { adminJobsTexts as t } from './texts';
import './admin-jobs.css';

/** The Job Positions tab: the 'Add New Job' button, the cards and the add/edit modal. */
export function JobsTab() {
  const { data: jobs = [], isLoading, isError } = useGetAdminJobsQuery();
  const [modal, setModal] = useState<{ open: boolean; job: AdminJob | null; key: number }>({
    open: false,
    job: null,
    key: 0,
  });
  // A new key each time: the form starts blank (add) or from the job (edit).
  const open = (job: AdminJob | null) => setModal((current) => ({ open: true, job, key: current.key + 1 }));
  const close = () => setModal((current) => ({ ...current, open: false }));

  return (
    <section aria-labelledby="admin-jobs-heading">
      <div className="admin-toolbar">
        <h2 id="admin-jobs-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
        <Button icon={<Plus size={18} />} onClick={() => open(null)}>
          {t.addNewJob}
        </Button>
      </div>
      {isLoading ? (
        <LoadingText>{t.loading}</LoadingText>
      ) : jobs.length === 0 ? (
        <div className="admin-empty">
          <p className="admin-empty__title">{t.empty}</p>
          <p>{isError ? t.loadFailed : t.emptyHint}</p>
        </div>
      ) : (
        <div className="admin-grid">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} onEdit={open} />
          ))}
        </div>
      )}
      <JobFormModal key={modal.key} open={modal.open} job={modal.job} onClose={close} />
    </section>
  );
}
