import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { AdminJob } from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Button } from '@/components/ui/button';
import { useGetAdminJobsQuery } from './admin-jobs-api';
import { JobCard } from './job-card';
import { JobFormModal } from './job-form-modal';
import { adminJobsTexts } from './texts';
import './admin-jobs.css';
import { useTexts } from '@/lib/i18n/texts';

/** The Job Positions tab: the 'Add New Job' button, the cards and the add/edit modal. */
export function JobsTab() {
  const t = useTexts(adminJobsTexts);
  const jobs = useGetAdminJobsQuery();
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
      <AdminListFrame
        query={jobs}
        texts={t}
        empty={
          <>
            <p className="admin-empty__title">{t.empty}</p>
            <p>{t.emptyHint}</p>
          </>
        }
      >
        {(items) => (
          <div className="admin-grid">
            {items.map((job) => (
              <JobCard key={job.id} job={job} onEdit={open} />
            ))}
          </div>
        )}
      </AdminListFrame>
      <JobFormModal key={modal.key} open={modal.open} job={modal.job} onClose={close} />
    </section>
  );
}
