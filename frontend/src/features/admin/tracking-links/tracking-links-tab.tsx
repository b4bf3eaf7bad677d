import { useState, type FormEvent } from 'react';
import { Copy, Link2, Trash2 } from 'lucide-react';
import {
  LANGUAGES,
  TRACKING_LINK_LIMITS,
  type AdminJob,
  type Language,
  type TrackingLink,
} from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Select, TextField } from '@/components/ui/fields';
import { useLiveNotice } from '@/components/ui/live-notice';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDate } from '@/lib/format-date';
import {
  useCreateTrackingLinkMutation,
  useDeleteTrackingLinkMutation,
  useGetTrackingLinksQuery,
} from './admin-tracking-links-api';
import { adminTrackingLinksTexts } from './texts';
import './admin-tracking-links.css';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

/** The Tracking links tab: make a link per job and channel, copy it, see its clicks and applications. */
export function TrackingLinksTab({ jobs }: { jobs: AdminJob[] }) {
  const t = useTexts(adminTrackingLinksTexts);
  const [page, setPage] = useState(1);
  const query = useGetTrackingLinksQuery(page);

  return (
    <section className="admin-tracking-links" aria-labelledby="admin-tracking-links-heading">
      <div className="admin-toolbar">
        <h2 id="admin-tracking-links-heading" className="admin-toolbar__title">
          {t.heading}
        </h2>
      </div>
      <p className="admin-muted">{t.intro}</p>
      <AdminListFrame
        query={query}
        texts={t}
        pager={{ ...t, onPage: setPage }}
        count={t.total}
        toolbar={<NewTrackingLinkForm jobs={jobs} />}
        empty={<p>{t.empty}</p>}
      >
        {(links) => (
          <div className="admin-tracking-links__scroll">
            <table className="admin-tracking-links__table" aria-label={t.table}>
              <thead>
                <tr>
                  <th scope="col">{t.job}</th>
                  <th scope="col">{t.channel}</th>
                  <th scope="col">{t.language}</th>
                  <th scope="col">{t.link}</th>
                  <th scope="col">{t.clicks}</th>
                  <th scope="col">{t.applications}</th>
                  <th scope="col">{t.createdAt}</th>
                  <th scope="col">{t.actions}</th>
                </tr>
              </thead>
              <tbody>
                {links.map((link) => (
                  <TrackingLinkRow key={link.id} link={link} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AdminListFrame>
    </section>
  );
}

function NewTrackingLinkForm({ jobs }: { jobs: AdminJob[] }) {
  const t = useTexts(adminTrackingLinksTexts);
  const create = useAdminAction(useCreateTrackingLinkMutation(), {
    failed: t.createFailed,
    done: () => t.created,
  });
  const [jobId, setJobId] = useState('');
  const [channel, setChannel] = useState('');
  const [language, setLanguage] = useState<Language>('en');
  const errors = create.fieldErrors;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await create.run({ jobId: Number(jobId) || 0, channel, language })).ok) setChannel('');
  };

  return (
    <form className="admin-tracking-links__form" onSubmit={(event) => void submit(event)} noValidate>
      {/* The job picked alone is not an edit worth asking about; a channel typed is. */}
      <UnsavedChangesGuard when={channel !== ''} subject={t.unsavedSubject} />
      <Select
        name="jobId"
        label={t.job}
        value={jobId}
        placeholder={t.chooseJob}
        options={jobs.map((job) => ({ value: String(job.id), label: job.title }))}
        error={errors.jobId}
        onChange={(event) => setJobId(event.target.value)}
        requiredMark
      />
      <TextField
        name="channel"
        label={t.channel}
        hint={t.channelHint}
        value={channel}
        maxLength={TRACKING_LINK_LIMITS.channel}
        error={errors.channel}
        onChange={(event) => setChannel(event.target.value)}
        requiredMark
      />
      <Select
        name="language"
        label={t.language}
        hint={t.languageHint}
        value={language}
        options={LANGUAGES.map((value) => ({ value, label: t.languages[value] }))}
        error={errors.language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      />
      <div>
        <Button type="submit" icon={<Link2 size={16} />} disabled={create.pending}>
          {t.create}
        </Button>
      </div>
      {create.formError ? <Alert tone="danger">{create.formError}</Alert> : null}
    </form>
  );
}

function TrackingLinkRow({ link }: { link: TrackingLink }) {
  const t = useTexts(adminTrackingLinksTexts);
  const removal = useAdminAction(useDeleteTrackingLinkMutation(), {
    failed: t.removeFailed,
    done: () => t.removed,
    announceFailure: true,
  });
  const notice = useLiveNotice();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      notice.done(t.copied);
    } catch {
      notice.failed(t.copyFailed);
    }
  };

  return (
    <tr>
      <td>{link.jobTitle}</td>
      <td>{link.channel}</td>
      <td>{t.languages[link.language]}</td>
      <td>
        <input
          className="field__control admin-tracking-links__url"
          readOnly
          value={link.url}
          aria-label={`${t.link}: ${link.channel}, ${link.jobTitle}`}
          onFocus={(event) => event.currentTarget.select()}
        />
      </td>
      <td className="admin-tracking-links__number">{link.clicks}</td>
      <td className="admin-tracking-links__number">{link.applications}</td>
      <td>{formatDate(link.createdAt)}</td>
      <td>
        <div className="admin-tracking-links__actions">
          <Button
            variant="secondary"
            size="sm"
            icon={<Copy size={16} />}
            aria-label={t.copyFor(link.channel, link.jobTitle)}
            onClick={() => void copy()}
          >
            {t.copy}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} />}
            aria-label={t.removeFor(link.channel, link.jobTitle)}
            disabled={removal.pending}
            onClick={() => void removal.run(link.id)}
          >
            {t.remove}
          </Button>
        </div>
      </td>
    </tr>
  );
}
