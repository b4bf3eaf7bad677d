import { useState } from 'react';
import { FileDown, Upload } from 'lucide-react';
import { PRE_EMPLOYMENT_DOCUMENT_TYPES, type PreEmploymentCheck } from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { Checkbox, FileField, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useDates } from '@/lib/format-date';
import { saveFile } from '@/lib/save-file';
import { useTexts } from '@/lib/i18n/texts';
import {
  useChangePreEmploymentCheckMutation,
  useDownloadPreEmploymentDocumentMutation,
  useGetPreEmploymentChecksQuery,
  useUploadPreEmploymentDocumentMutation,
} from './offers-api';
import { offerTexts } from './texts';

/** The checklist an accepted offer opens: each item ticked off, with an expiry date and a document. */
export function PreEmploymentChecklist({ applicationId }: { applicationId: number }) {
  const t = useTexts(offerTexts).checklist;
  const { data: checks, isLoading, isError } = useGetPreEmploymentChecksQuery(applicationId);

  return (
    <section aria-labelledby={`pre-employment-${applicationId}`}>
      <h5 id={`pre-employment-${applicationId}`} className="tracker-interview__heading">
        {t.heading}
      </h5>
      {isLoading ? <LoadingText>{t.heading}</LoadingText> : null}
      {isError ? (
        <p className="admin-inline-error" role="alert">
          {t.loadFailed}
        </p>
      ) : null}
      {checks ? (
        <p className="admin-muted">
          {t.progress(checks.filter((check) => check.done).length, checks.length)}
        </p>
      ) : null}
      {checks?.map((check) => (
        <CheckItem key={check.id} check={check} />
      ))}
    </section>
  );
}

function CheckItem({ check }: { check: PreEmploymentCheck }) {
  const t = useTexts(offerTexts).checklist;
  const dates = useDates();
  // Ticked at once, as the hand expects; back as it was if the server refuses.
  const [done, setDone] = useState(check.done);
  const [expiresOn, setExpiresOn] = useState(check.expiresOn ?? '');
  const [document, setDocument] = useState<File | null>(null);
  const change = useAdminAction(useChangePreEmploymentCheckMutation(), {
    failed: t.changeFailed,
    done: () => t.changed,
  });
  const upload = useAdminAction(useUploadPreEmploymentDocumentMutation(), {
    failed: t.uploadFailed,
    done: () => t.uploaded,
  });
  const download = useAdminAction(useDownloadPreEmploymentDocumentMutation(), {
    failed: t.downloadFailed,
    handOver: true,
  });
  const label = check.item === 'other' ? check.label : t.items[check.item];
  const target = { applicationId: check.applicationId, id: check.id };
  const error = change.error ?? upload.error ?? download.error;

  const tick = async (ticked: boolean) => {
    setDone(ticked);
    if (!(await change.run({ ...target, change: { done: ticked } })).ok) setDone(check.done);
  };
  const open = async () => {
    const outcome = await download.run(check.id);
    if (outcome.ok) saveFile(outcome.data.content, check.document?.fileName ?? `document-${check.id}`);
  };
  const attach = async () => {
    if (document && (await upload.run({ ...target, document })).ok) setDocument(null);
  };

  return (
    <article className="tracker-interview" aria-label={label}>
      <Checkbox
        label={label}
        checked={done}
        disabled={change.pending}
        onChange={(event) => void tick(event.target.checked)}
      />
      {check.done && check.doneBy && check.doneAt ? (
        <p className="admin-muted">{t.doneBy(check.doneBy, dates.dateTime(check.doneAt))}</p>
      ) : null}
      <div className="tracker-interview-form__row">
        <TextField
          label={t.expiresOn}
          type="date"
          value={expiresOn}
          error={change.fieldErrors.expiresOn}
          onChange={(event) => setExpiresOn(event.target.value)}
        />
        <FileField
          label={t.document}
          accept={PRE_EMPLOYMENT_DOCUMENT_TYPES.join(',')}
          error={upload.fieldErrors.document}
          onChange={(event) => setDocument(event.target.files?.[0] ?? null)}
        />
      </div>
      <div className="tracker-interview__actions">
        <Button
          size="sm"
          variant="secondary"
          disabled={change.pending || expiresOn === (check.expiresOn ?? '')}
          onClick={() => void change.run({ ...target, change: { expiresOn: expiresOn || null } })}
        >
          {t.saveExpiry}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<Upload size={16} />}
          disabled={upload.pending || document === null}
          onClick={() => void attach()}
        >
          {t.upload}
        </Button>
        {check.document ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<FileDown size={16} />}
            disabled={download.pending}
            onClick={() => void open()}
          >
            {t.download} (<bdi>{check.document.fileName}</bdi>)
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="admin-inline-error" role="alert">
          {error}
        </p>
      ) : null}
    </article>
  );
}
