import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { LANGUAGES, TRACKING_LINK_LIMITS, type AdminJob, type Language } from '@uaq/contract';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { useTexts } from '@/lib/i18n/texts';
import { useCreateReferralLinkMutation } from './admin-tracking-links-api';
import { referralTexts } from './referral-texts';
import { adminTrackingLinksTexts } from './texts';

const ALL_JOBS = '';

/**
 * A referral link: for the signed-in team member (name left empty) or an employee HR names, for one
 * job or all jobs. It then appears in the tracking links' list, where it is copied and deleted.
 */
export function ReferralLinkForm({ jobs }: { jobs: AdminJob[] }) {
  const t = useTexts(referralTexts);
  const linkTexts = useTexts(adminTrackingLinksTexts);
  const create = useAdminAction(useCreateReferralLinkMutation(), {
    failed: t.createFailed,
    done: () => t.created,
  });
  const [referrer, setReferrer] = useState('');
  const [jobId, setJobId] = useState(ALL_JOBS);
  const [language, setLanguage] = useState<Language>('en');
  const errors = create.fieldErrors;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      jobId: jobId === ALL_JOBS ? null : Number(jobId),
      ...(referrer.trim() ? { referrer } : {}),
      language,
    };
    if ((await create.run(input)).ok) setReferrer('');
  };

  return (
    <section className="admin-referral-links" aria-labelledby="admin-referral-links-heading">
      <h3 id="admin-referral-links-heading">{t.heading}</h3>
      <p className="admin-muted">{t.intro}</p>
      <form className="admin-tracking-links__form" onSubmit={(event) => void submit(event)} noValidate>
        <UnsavedChangesGuard when={referrer !== ''} subject={t.unsavedSubject} />
        <TextField
          name="referrer"
          label={t.referrer}
          hint={t.referrerHint}
          value={referrer}
          maxLength={TRACKING_LINK_LIMITS.referrer}
          error={errors.referrer}
          onChange={(event) => setReferrer(event.target.value)}
        />
        <Select
          name="referralJobId"
          label={t.job}
          value={jobId}
          options={[
            { value: ALL_JOBS, label: t.allJobs },
            ...jobs.map((job) => ({ value: String(job.id), label: job.title })),
          ]}
          error={errors.jobId}
          onChange={(event) => setJobId(event.target.value)}
        />
        <Select
          name="referralLanguage"
          label={t.language}
          value={language}
          options={LANGUAGES.map((value) => ({ value, label: linkTexts.languages[value] }))}
          error={errors.language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        />
        <div>
          <Button type="submit" icon={<UserPlus size={16} />} disabled={create.pending}>
            {t.create}
          </Button>
        </div>
        {create.formError ? <Alert tone="danger">{create.formError}</Alert> : null}
      </form>
    </section>
  );
}
