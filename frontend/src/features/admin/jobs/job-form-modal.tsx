import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  EMIRATES,
  JOB_LIMITS,
  JOB_STATUSES,
  JOB_TERM_LIMITS,
  JOB_TYPES,
  type AdminJob,
  type Emirate,
  type JobInput,
  type JobStatus,
  type JobType,
} from '@uaq/contract';
import { Button } from '@/components/ui/button';
import { optionsOf, Select, TextArea, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { goesLiveInEnglishOnly, PublishEnglishOnlyDialog } from '@/components/admin/arabic-content';
import { useCreateJobMutation, useUpdateJobMutation } from './admin-jobs-api';
import { JobClosingFormFields } from './job-closing';
import { ScorecardCriteriaEditor } from './scorecard-criteria-editor';
import { ScreeningQuestionsEditor } from './screening-questions-editor';
import {
  addRequirementRow,
  canRemoveRequirementRow,
  emptyJobForm,
  formToJobInput,
  jobFormErrors,
  jobToForm,
  removeRequirementRow,
  updateRequirementRow,
  type JobFormValues,
} from './job-form-rules';
import { jobEmirateTexts } from './emirate-texts';
import { adminJobsTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';
import { jobTerms } from '@/lib/i18n/job-in-language';

export interface JobFormModalProps {
  open: boolean;
  /** The job being edited; null creates a new one. */
  job: AdminJob | null;
  onClose: () => void;
}

/** Add/Edit job. Closes on success; on failure it stays open with everything as typed. */
export function JobFormModal({ open, job, onClose }: JobFormModalProps) {
  const t = useTexts(adminJobsTexts);
  return (
    <Modal open={open} title={job ? t.editJob : t.addNewJob} onClose={onClose} maxWidth={800}>
      <JobForm job={job} onSaved={onClose} onCancel={onClose} />
      {/* Saved on its own (a form of its own, not inside the job's). */}
      <ScreeningQuestionsEditor jobId={job?.id ?? null} />
      {job ? <ScorecardCriteriaEditor jobId={job.id} /> : null}
    </Modal>
  );
}

function JobForm({
  job,
  onSaved,
  onCancel,
}: {
  job: AdminJob | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useTexts(adminJobsTexts);
  const emirate = useTexts(jobEmirateTexts);
  const terms = useTexts(jobTerms);
  const [opened] = useState<JobFormValues>(() => (job ? jobToForm(job) : emptyJobForm()));
  const [values, setValues] = useState<JobFormValues>(opened);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createJob, createState] = useCreateJobMutation();
  const [updateJob, updateState] = useUpdateJobMutation();
  const save = useAdminAction(
    [
      (input: JobInput) => (job ? updateJob({ id: job.id, input }) : createJob(input)),
      { isLoading: createState.isLoading || updateState.isLoading },
    ],
    {
      failed: t.saveFailed,
      done: (_saved, input) => (job ? t.notices.updated(input.title) : t.notices.created(input.title)),
    },
  );
  // Saving a job that goes live in English only asks first (its Arabic page then says so).
  const [confirmingPublish, setConfirmingPublish] = useState(false);

  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.clear();
    const found = jobFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = formToJobInput(values);
    const live = (status: JobStatus | undefined) => status === 'active';
    const previous = job ? { live: live(job.status), item: job } : undefined;
    if (goesLiveInEnglishOnly({ live: live(input.status), item: input }, previous)) {
      setConfirmingPublish(true);
      return;
    }
    void submit();
  };

  const submit = async () => {
    setConfirmingPublish(false);
    const outcome = await save.run(formToJobInput(values));
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      return;
    }
    setValues(emptyJobForm());
    onSaved();
  };

  const rows = values.requirements;
  const number = (
    field: 'experienceMinYears' | 'experienceMaxYears' | 'salaryMin' | 'salaryMax',
    max: number,
    min = 0,
  ) => ({
    type: 'number',
    inputMode: 'numeric' as const,
    min,
    max,
    step: 1,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
  });
  // Arabic twins sit beside their English field (below it on narrow screens): optional, right to left.
  const arabic = { dir: 'rtl', lang: 'ar' } as const;
  return (
    <form className="job-form" onSubmit={onSubmit}>
      <UnsavedChangesGuard when={isEdited(values, opened)} subject={t.unsavedSubject} />
      <p className="field__hint">{t.fields.arabicHint}</p>
      <div className="job-form__pair">
        <TextField
          label={t.fields.title}
          required
          maxLength={JOB_LIMITS.title}
          value={values.title}
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextField
          label={t.fields.titleAr}
          {...arabic}
          maxLength={JOB_LIMITS.title}
          value={values.titleAr}
          error={errors.titleAr}
          onChange={(event) => set('titleAr', event.target.value)}
        />
        <TextField
          label={t.fields.location}
          required
          maxLength={JOB_LIMITS.location}
          value={values.location}
          error={errors.location}
          onChange={(event) => set('location', event.target.value)}
        />
        <Select
          label={emirate.label}
          hint={emirate.hint}
          placeholder={emirate.fromLocation}
          options={optionsOf(EMIRATES, emirate.names)}
          value={values.emirate}
          error={errors.emirate}
          onChange={(event) => set('emirate', event.target.value as Emirate | '')}
        />
        <TextField
          label={t.fields.locationAr}
          {...arabic}
          maxLength={JOB_LIMITS.location}
          value={values.locationAr}
          error={errors.locationAr}
          onChange={(event) => set('locationAr', event.target.value)}
        />
        <TextArea
          label={t.fields.description}
          required
          rows={5}
          maxLength={JOB_LIMITS.description}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <TextArea
          label={t.fields.descriptionAr}
          {...arabic}
          rows={5}
          maxLength={JOB_LIMITS.description}
          value={values.descriptionAr}
          error={errors.descriptionAr}
          onChange={(event) => set('descriptionAr', event.target.value)}
        />
        <fieldset className="job-form__requirements">
          <legend className="field__label">{t.fields.requirements}</legend>
          {rows.map((row, index) => (
            <div className="job-form__row" key={index}>
              <input
                className="field__control"
                aria-label={t.fields.requirement(index + 1)}
                maxLength={JOB_LIMITS.requirement}
                value={row}
                onChange={(event) =>
                  set('requirements', updateRequirementRow(rows, index, event.target.value))
                }
              />
              {canRemoveRequirementRow(rows) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t.fields.removeRequirement(index + 1)}
                  icon={<Trash2 size={16} />}
                  onClick={() => set('requirements', removeRequirementRow(rows, index))}
                />
              ) : null}
            </div>
          ))}
          {errors.requirements ? <p className="field__error">{errors.requirements}</p> : null}
          {rows.length < JOB_LIMITS.requirements ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus size={16} />}
              onClick={() => set('requirements', addRequirementRow(rows))}
            >
              {t.fields.addRequirement}
            </Button>
          ) : null}
        </fieldset>
        <TextArea
          label={t.fields.requirementsAr}
          hint={t.fields.requirementsArHint}
          {...arabic}
          rows={4}
          value={values.requirementsAr}
          error={errors.requirementsAr}
          onChange={(event) => set('requirementsAr', event.target.value)}
        />
      </div>
      <div className="job-form__grid">
        <Select
          label={t.fields.type}
          required
          options={optionsOf(JOB_TYPES, terms.types)}
          placeholder={t.fields.typePlaceholder}
          value={values.type}
          error={errors.type}
          onChange={(event) => set('type', event.target.value as JobType | '')}
        />
        <Select
          label={t.fields.status}
          options={optionsOf(JOB_STATUSES, t.status)}
          value={values.status}
          error={errors.status}
          onChange={(event) => set('status', event.target.value as JobStatus)}
        />
      </div>
      <JobClosingFormFields
        closesOn={values.closesOn}
        resumeOptional={values.resumeOptional}
        errors={errors}
        onClosesOn={(value) => set('closesOn', value)}
        onResumeOptional={(value) => set('resumeOptional', value)}
      />
      <fieldset className="job-form__range">
        <legend className="field__label">{t.fields.experience}</legend>
        <p className="field__hint">{t.fields.experienceHint}</p>
        <TextField
          label={t.fields.experienceMinYears}
          required
          {...number('experienceMinYears', JOB_TERM_LIMITS.maxYears)}
        />
        <TextField
          label={t.fields.experienceMaxYears}
          {...number('experienceMaxYears', JOB_TERM_LIMITS.maxYears)}
        />
      </fieldset>
      <fieldset className="job-form__range">
        <legend className="field__label">{t.fields.salary}</legend>
        <p className="field__hint">{t.fields.salaryHint}</p>
        <TextField label={t.fields.salaryMin} {...number('salaryMin', JOB_TERM_LIMITS.maxMonthlySalary, 1)} />
        <TextField label={t.fields.salaryMax} {...number('salaryMax', JOB_TERM_LIMITS.maxMonthlySalary, 1)} />
      </fieldset>
      <div className="job-form__actions">
        {save.error ? (
          <p className="admin-inline-error" role="alert">
            {save.error}
          </p>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t.saving : job ? t.update : t.create}
        </Button>
      </div>
      <PublishEnglishOnlyDialog
        open={confirmingPublish}
        what={t.card.what}
        busy={save.pending}
        onConfirm={() => void submit()}
        onCancel={() => setConfirmingPublish(false)}
      />
    </form>
  );
}
