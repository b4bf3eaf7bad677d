import { useState, type FormEvent } from 'react';
import {
  PROJECT_CATEGORIES,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
  SERVICE_IDS,
  type Project,
  type ProjectInput,
} from '@uaq/contract';
import { serviceNames } from '@/components/layout/texts';
import { useTexts } from '@/lib/i18n/texts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/fields';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { goesLiveInEnglishOnly, PublishEnglishOnlyDialog } from '@/components/admin/arabic-content';
import { useSaveProjectMutation } from './admin-projects-api';
import { adminProjectsTexts } from './texts';

const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: value }));
type TextFieldName =
  | 'title'
  | 'titleAr'
  | 'slug'
  | 'client'
  | 'clientAr'
  | 'location'
  | 'locationAr'
  | 'description'
  | 'descriptionAr';

/** What the form holds: every text as typed (the duration too), sent as the API's input on save. */
type ProjectFormValues = Record<TextFieldName | 'durationMonths', string> &
  Pick<ProjectInput, 'category' | 'status' | 'services' | 'published'>;

function valuesFrom(project?: Project): ProjectFormValues {
  return {
    title: project?.title ?? '',
    titleAr: project?.titleAr ?? '',
    slug: project?.slug ?? '',
    category: project?.category ?? 'Commercial',
    client: project?.client ?? '',
    clientAr: project?.clientAr ?? '',
    location: project?.location ?? '',
    locationAr: project?.locationAr ?? '',
    durationMonths: project?.durationMonths?.toString() ?? '',
    status: project?.status ?? 'Completed',
    description: project?.description ?? '',
    descriptionAr: project?.descriptionAr ?? '',
    services: project?.services ?? [],
    published: project?.published ?? false,
  };
}

/** Empty optional fields are sent as null; the duration as a number (the server checks its range). */
function inputFrom(values: ProjectFormValues): ProjectInput {
  const optional = (value: string) => value.trim() || null;
  const months = values.durationMonths.trim();
  return {
    ...values,
    slug: values.slug.trim() || undefined,
    client: optional(values.client),
    titleAr: optional(values.titleAr),
    clientAr: optional(values.clientAr),
    locationAr: optional(values.locationAr),
    descriptionAr: optional(values.descriptionAr),
    durationMonths: months ? Number(months) : null,
  };
}

// Arabic twins sit beside their English field (below it on narrow screens): optional, right to left.
const ARABIC = { dir: 'rtl', lang: 'ar' } as const;

/** Create or edit one project; the server's field messages show under the fields. */
export function ProjectForm({ project, onDone }: { project?: Project; onDone: () => void }) {
  const projectTexts = useTexts(adminProjectsTexts);
  const t = projectTexts.form;
  const serviceName = useTexts(serviceNames);
  const [opened] = useState<ProjectFormValues>(() => valuesFrom(project));
  const [values, setValues] = useState<ProjectFormValues>(opened);
  const save = useAdminAction(useSaveProjectMutation(), { failed: t.failed });
  const errors = save.fieldErrors;
  const set = (changes: Partial<ProjectFormValues>) => setValues((current) => ({ ...current, ...changes }));

  // Saving a project that goes live in English only asks first (its Arabic page then says so).
  const [confirmingPublish, setConfirmingPublish] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.clear();
    const input = inputFrom(values);
    const previous = project ? { live: project.published, item: project } : undefined;
    if (goesLiveInEnglishOnly({ live: input.published ?? false, item: input }, previous)) {
      setConfirmingPublish(true);
      return;
    }
    void send();
  };

  const send = async () => {
    setConfirmingPublish(false);
    if ((await save.run({ id: project?.id, input: inputFrom(values) })).ok) onDone();
  };

  const text = (field: TextFieldName, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={errors[field]}
      {...extra}
    />
  );
  const longText = (field: 'description' | 'descriptionAr', label: string, extra: object = {}) => (
    <TextArea
      label={label}
      name={field}
      rows={5}
      value={values[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      error={errors[field]}
      maxLength={PROJECT_LIMITS.description}
      {...extra}
    />
  );

  return (
    <form className="admin-project-form" onSubmit={submit} noValidate aria-labelledby="project-form-heading">
      <h3 id="project-form-heading">{project ? t.editHeading(project.title) : t.newHeading}</h3>
      <UnsavedChangesGuard when={isEdited(values, opened)} subject={t.unsavedSubject} />
      {save.error ? <Alert tone="danger">{save.error}</Alert> : null}
      <p className="field__hint">{t.arabicHint}</p>
      <div className="admin-project-form__pair">
        {text('title', t.title, { requiredMark: true, maxLength: PROJECT_LIMITS.title })}
        {text('titleAr', t.titleAr, { ...ARABIC, maxLength: PROJECT_LIMITS.title })}
        {text('location', t.location, { requiredMark: true, maxLength: PROJECT_LIMITS.location })}
        {text('locationAr', t.locationAr, { ...ARABIC, maxLength: PROJECT_LIMITS.location })}
        {text('client', t.client, { maxLength: PROJECT_LIMITS.client })}
        {text('clientAr', t.clientAr, { ...ARABIC, maxLength: PROJECT_LIMITS.client })}
        {longText('description', t.description, { requiredMark: true })}
        {longText('descriptionAr', t.descriptionAr, ARABIC)}
      </div>
      {text('slug', t.slug, { hint: t.slugHint, maxLength: PROJECT_LIMITS.slug })}
      <div className="field-row">
        <Select
          label={t.category}
          name="category"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(event) => set({ category: event.target.value as ProjectFormValues['category'] })}
          error={errors.category}
        />
        <Select
          label={t.status}
          name="status"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(event) => set({ status: event.target.value as ProjectFormValues['status'] })}
          error={errors.status}
        />
      </div>
      <TextField
        label={t.durationMonths}
        name="durationMonths"
        type="number"
        inputMode="numeric"
        min={1}
        max={PROJECT_LIMITS.durationMonths}
        step={1}
        hint={t.durationHint}
        value={values.durationMonths}
        onChange={(event) => set({ durationMonths: event.target.value })}
        error={errors.durationMonths}
      />
      <fieldset className="admin-project-form__services">
        <legend>{t.services}</legend>
        {SERVICE_IDS.map((id) => (
          <Checkbox
            key={id}
            label={serviceName[id]}
            checked={values.services.includes(id)}
            onChange={(event) =>
              set({
                services: SERVICE_IDS.filter((other) =>
                  other === id ? event.target.checked : values.services.includes(other),
                ),
              })
            }
          />
        ))}
      </fieldset>
      <Checkbox
        label={t.published}
        checked={values.published ?? false}
        onChange={(event) => set({ published: event.target.checked })}
      />
      <div className="admin-project-form__actions">
        <Button type="submit" disabled={save.pending}>
          {save.pending ? t.saving : t.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
      <PublishEnglishOnlyDialog
        open={confirmingPublish}
        what={projectTexts.what}
        busy={save.pending}
        onConfirm={() => void send()}
        onCancel={() => setConfirmingPublish(false)}
      />
    </form>
  );
}
