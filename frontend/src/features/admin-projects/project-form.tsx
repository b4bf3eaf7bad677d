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
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, Select, TextArea, TextField } from '@/components/ui/fields';
import { errorMessage, fieldErrors } from '@/lib/api';
import { useSaveProjectMutation } from './admin-projects-api';
import { adminProjectsTexts } from './texts';

const t = adminProjectsTexts.form;
const CATEGORY_OPTIONS = PROJECT_CATEGORIES.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: value }));

function inputFrom(project?: Project): ProjectInput {
  return {
    title: project?.title ?? '',
    slug: project?.slug ?? '',
    category: project?.category ?? 'Commercial',
    client: project?.client ?? '',
    location: project?.location ?? '',
    duration: project?.duration ?? '',
    status: project?.status ?? 'Completed',
    description: project?.description ?? '',
    services: project?.services ?? [],
    published: project?.published ?? false,
  };
}

/** Create or edit one project; the server's field messages show under the fields. */
export function ProjectForm({ project, onDone }: { project?: Project; onDone: () => void }) {
  const [values, setValues] = useState<ProjectInput>(() => inputFrom(project));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = useSaveProjectMutation();
  const set = (changes: Partial<ProjectInput>) => setValues((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { ...values, slug: values.slug?.trim() || undefined };
    const result = await save({ id: project?.id, input });
    if (result.error) {
      setErrors(fieldErrors(result.error));
      setFailure(errorMessage(result.error, t.failed));
      return;
    }
    onDone();
  };

  const text = (
    field: 'title' | 'slug' | 'client' | 'location' | 'duration',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field] ?? ''}
      onChange={(event) => set({ [field]: event.target.value })}
      error={errors[field]}
      {...extra}
    />
  );

  return (
    <form className="admin-project-form" onSubmit={submit} noValidate aria-labelledby="project-form-heading">
      <h3 id="project-form-heading">{project ? t.editHeading(project.title) : t.newHeading}</h3>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {text('title', t.title, { requiredMark: true, maxLength: PROJECT_LIMITS.title })}
      {text('slug', t.slug, { hint: t.slugHint, maxLength: PROJECT_LIMITS.slug })}
      <div className="field-row">
        <Select
          label={t.category}
          name="category"
          value={values.category}
          options={CATEGORY_OPTIONS}
          onChange={(event) => set({ category: event.target.value as ProjectInput['category'] })}
          error={errors.category}
        />
        <Select
          label={t.status}
          name="status"
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(event) => set({ status: event.target.value as ProjectInput['status'] })}
          error={errors.status}
        />
      </div>
      <div className="field-row">
        {text('location', t.location, { requiredMark: true, maxLength: PROJECT_LIMITS.location })}
        {text('client', t.client, { maxLength: PROJECT_LIMITS.client })}
      </div>
      {text('duration', t.duration, { maxLength: PROJECT_LIMITS.duration })}
      <TextArea
        label={t.description}
        name="description"
        rows={5}
        value={values.description}
        onChange={(event) => set({ description: event.target.value })}
        error={errors.description}
        requiredMark
        maxLength={PROJECT_LIMITS.description}
      />
      <fieldset className="admin-project-form__services">
        <legend>{t.services}</legend>
        {SERVICE_IDS.map((id) => (
          <Checkbox
            key={id}
            label={serviceNames[id]}
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
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t.saving : t.save}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
