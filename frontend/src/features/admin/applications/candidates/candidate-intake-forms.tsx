import { useEffect, useState, type FormEvent } from 'react';
import {
  CANDIDATE_LIMITS,
  HR_SOURCES,
  type AdminJob,
  type CvImportResult,
  type HrSource,
} from '@uaq/contract';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, FileField, Select, TextField } from '@/components/ui/fields';
import { useTexts, type TextsOf } from '@/lib/i18n/texts';
import { candidateName } from './candidate-display';
import { useAddCandidateMutation, useImportCvsMutation } from './candidates-api';
import { candidatesTexts } from './candidates-texts';

type Texts = TextsOf<typeof candidatesTexts>;
const RESUME_TYPES = '.pdf,.doc,.docx';

interface SourceFields {
  jobId: string;
  source: HrSource;
  sourceName: string;
  consent: boolean;
}

/** The job, the source (with the agency's or referrer's name) and consent, which both forms ask. */
function SourceInputs({
  jobs,
  value,
  errors,
  onChange,
}: {
  jobs: AdminJob[];
  value: SourceFields;
  errors: Record<string, string>;
  onChange: (value: SourceFields) => void;
}) {
  const t = useTexts(candidatesTexts);
  return (
    <>
      <Select
        label={t.add.job}
        name="jobId"
        value={value.jobId}
        placeholder={t.add.chooseJob}
        options={jobs.map((job) => ({ value: String(job.id), label: job.title }))}
        error={errors.jobId}
        requiredMark
        onChange={(event) => onChange({ ...value, jobId: event.target.value })}
      />
      <Select
        label={t.add.source}
        name="source"
        value={value.source}
        options={HR_SOURCES.map((source) => ({ value: source, label: t.add.sources[source] }))}
        error={errors.source}
        onChange={(event) => onChange({ ...value, source: event.target.value as HrSource })}
      />
      {value.source !== 'walk-in' ? (
        <TextField
          label={value.source === 'agency' ? t.add.agencyName : t.add.referrerName}
          name="sourceName"
          value={value.sourceName}
          maxLength={CANDIDATE_LIMITS.sourceName}
          error={errors.sourceName}
          requiredMark
          onChange={(event) => onChange({ ...value, sourceName: event.target.value })}
        />
      ) : null}
    </>
  );
}

function ConsentInput({
  value,
  error,
  onChange,
}: {
  value: boolean;
  error?: string;
  onChange: (value: boolean) => void;
}) {
  const t = useTexts(candidatesTexts);
  return (
    <Checkbox
      label={t.add.consent}
      name="consent"
      checked={value}
      error={error}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function sourceForm(fields: SourceFields): FormData {
  const form = new FormData();
  form.set('jobId', fields.jobId);
  form.set('source', fields.source);
  if (fields.source !== 'walk-in') form.set('sourceName', fields.sourceName);
  form.set('consent', String(fields.consent));
  return form;
}

const NEW_SOURCE: SourceFields = { jobId: '', source: 'walk-in', sourceName: '', consent: false };

/** Adds a walk-in, an agency's CV or a referral to a job, with the CV when there is one. */
export function AddCandidateForm({
  jobs,
  onDone,
  onCancel,
}: {
  jobs: AdminJob[];
  onDone: (candidateId: number) => void;
  onCancel: () => void;
}) {
  const t = useTexts(candidatesTexts);
  const add = useAdminAction(useAddCandidateMutation(), { failed: t.add.failed, done: () => t.add.done });
  const [source, setSource] = useState(NEW_SOURCE);
  const [person, setPerson] = useState({ firstName: '', lastName: '', email: '', phone: '' });
  const [resume, setResume] = useState<File | null>(null);
  const [addedId, setAddedId] = useState<number | null>(null);
  const errors = add.fieldErrors;
  // Once the guard has seen the form saved (this render), the new candidate may open.
  useEffect(() => {
    if (addedId !== null) onDone(addedId);
  }, [addedId]); // eslint-disable-line react-hooks/exhaustive-deps -- once per added candidate

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = sourceForm(source);
    for (const [name, value] of Object.entries(person)) if (value.trim()) form.set(name, value);
    if (resume) form.set('resume', resume);
    const outcome = await add.run(form);
    if (outcome.ok) setAddedId(outcome.data.candidateId);
  };
  const personField = (name: keyof typeof person, label: string, type = 'text', required = false) => (
    <TextField
      label={label}
      name={name}
      type={type}
      value={person[name]}
      error={errors[name]}
      requiredMark={required}
      onChange={(event) => setPerson({ ...person, [name]: event.target.value })}
    />
  );

  return (
    <form
      className="candidates__form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="add-candidate-heading"
      noValidate
    >
      <UnsavedChangesGuard
        when={addedId === null && (Object.values(person).some(Boolean) || resume !== null)}
        subject={t.add.unsaved}
      />
      <h3 id="add-candidate-heading" className="candidates__form-title">
        {t.add.heading}
      </h3>
      <p className="admin-muted">{t.add.hint}</p>
      <SourceInputs jobs={jobs} value={source} errors={errors} onChange={setSource} />
      {personField('firstName', t.add.firstName, 'text', true)}
      {personField('lastName', t.add.lastName, 'text', true)}
      {personField('email', t.add.email, 'email')}
      {personField('phone', t.add.phone, 'tel')}
      <FileField
        label={t.add.resume}
        name="resume"
        accept={RESUME_TYPES}
        error={errors.resume}
        onChange={(event) => setResume(event.currentTarget.files?.[0] ?? null)}
      />
      <ConsentInput
        value={source.consent}
        error={errors.consent}
        onChange={(consent) => setSource({ ...source, consent })}
      />
      <div className="candidates__form-actions">
        <Button type="submit" disabled={add.pending}>
          {t.add.submit}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.add.cancel}
        </Button>
      </div>
      {add.formError ? <Alert tone="danger">{add.formError}</Alert> : null}
    </form>
  );
}

/** Imports several CVs into a job (one candidate each) and lists the ones HR must complete. */
export function ImportCvsForm({ jobs, onOpen }: { jobs: AdminJob[]; onOpen: (candidateId: number) => void }) {
  const t = useTexts(candidatesTexts);
  const importCvs = useAdminAction(useImportCvsMutation(), {
    failed: t.import.failed,
    done: (result) => t.import.done(result.imported.length),
  });
  const [source, setSource] = useState(NEW_SOURCE);
  const [files, setFiles] = useState<File[]>([]);
  const [result, setResult] = useState<CvImportResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = sourceForm(source);
    for (const file of files) form.append('resumes', file);
    const outcome = await importCvs.run(form);
    setResult(outcome.ok ? outcome.data : null);
  };

  return (
    <form
      className="candidates__form"
      onSubmit={(event) => void submit(event)}
      aria-labelledby="import-cvs-heading"
      noValidate
    >
      <h3 id="import-cvs-heading" className="candidates__form-title">
        {t.import.heading}
      </h3>
      <p className="admin-muted">{t.import.hint}</p>
      <SourceInputs jobs={jobs} value={source} errors={importCvs.fieldErrors} onChange={setSource} />
      <FileField
        label={t.import.files}
        name="resumes"
        multiple
        accept={RESUME_TYPES}
        error={importCvs.fieldErrors.resumes}
        onChange={(event) => setFiles(Array.from(event.currentTarget.files ?? []))}
      />
      <ConsentInput
        value={source.consent}
        error={importCvs.fieldErrors.consent}
        onChange={(consent) => setSource({ ...source, consent })}
      />
      <div className="candidates__form-actions">
        <Button type="submit" disabled={importCvs.pending}>
          {t.import.submit}
        </Button>
      </div>
      {importCvs.formError ? <Alert tone="danger">{importCvs.formError}</Alert> : null}
      {result ? <ImportResult t={t} result={result} onOpen={onOpen} /> : null}
    </form>
  );
}

function ImportResult({
  t,
  result,
  onOpen,
}: {
  t: Texts;
  result: CvImportResult;
  onOpen: (id: number) => void;
}) {
  const incomplete = result.imported.filter((row) => row.missing.length > 0);
  const complete = result.imported.filter((row) => row.missing.length === 0);
  const name = (row: CvImportResult['imported'][number]) =>
    candidateName(t, { id: row.candidateId, fullName: `${row.firstName} ${row.lastName}` });
  return (
    <section className="candidates__import-result" aria-label={t.import.result}>
      {incomplete.length > 0 ? (
        <>
          <h4 className="tracker-panel__subheading">{t.import.toComplete}</h4>
          <ul className="tracker-panel__list">
            {incomplete.map((row) => (
              <li key={row.applicationId}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.import.complete(row.fileName)}
                  onClick={() => onOpen(row.candidateId)}
                >
                  <bdi>{row.fileName}</bdi>
                </Button>{' '}
                <span className="admin-muted">
                  {name(row)} · {t.list.toComplete(row.missing.map((field) => t.missing[field]).join(', '))}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {complete.length > 0 ? (
        <>
          <h4 className="tracker-panel__subheading">{t.import.imported}</h4>
          <ul className="tracker-panel__list">
            {complete.map((row) => (
              <li key={row.applicationId}>
                <Button variant="ghost" size="sm" onClick={() => onOpen(row.candidateId)}>
                  {name(row)}
                </Button>{' '}
                <bdi className="admin-muted">{row.fileName}</bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.refused.length > 0 ? (
        <>
          <h4 className="tracker-panel__subheading">{t.import.refused}</h4>
          <ul className="tracker-panel__list" role="alert">
            {result.refused.map((row) => (
              <li key={row.fileName}>
                <bdi>{row.fileName}</bdi>: {row.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
