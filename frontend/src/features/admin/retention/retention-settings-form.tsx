import { useState, type FormEvent } from 'react';
import { RETENTION_LIMITS, type RetentionSettings } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { AdminFailure } from '@/components/admin/admin-failure';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { useGetRetentionSettingsQuery, useUpdateRetentionSettingsMutation } from './admin-retention-api';
import { adminRetentionTexts } from './texts';
import { isEdited, UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

type Draft = Record<keyof RetentionSettings, string>;

/** The settings' fields, each under its name and hint in the settings' texts. */
const FIELDS: {
  name: keyof RetentionSettings;
  hint?: 'applicationHint' | 'quoteHint';
  max: number;
  min: number;
}[] = [
  {
    name: 'applicationMonths',
    hint: 'applicationHint',
    min: RETENTION_LIMITS.minMonths,
    max: RETENTION_LIMITS.maxMonths,
  },
  { name: 'enquiryMonths', min: RETENTION_LIMITS.minMonths, max: RETENTION_LIMITS.maxMonths },
  {
    name: 'quoteRequestMonths',
    hint: 'quoteHint',
    min: RETENTION_LIMITS.minMonths,
    max: RETENTION_LIMITS.maxMonths,
  },
  {
    name: 'quarantineDays',
    min: RETENTION_LIMITS.minQuarantineDays,
    max: RETENTION_LIMITS.maxQuarantineDays,
  },
];

const toDraft = (settings: RetentionSettings): Draft => ({
  applicationMonths: String(settings.applicationMonths),
  enquiryMonths: String(settings.enquiryMonths),
  quoteRequestMonths: String(settings.quoteRequestMonths),
  quarantineDays: String(settings.quarantineDays),
});

/** The periods, as stored on the server; the server checks them (the form only sends numbers). */
export function RetentionSettingsForm() {
  const t = useTexts(adminRetentionTexts);
  const { data, error } = useGetRetentionSettingsQuery();
  if (!data) return <AdminFailure error={error} fallback={t.settings.loadFailed} />;
  return <SettingsForm key={JSON.stringify(data)} settings={data} />;
}

function SettingsForm({ settings }: { settings: RetentionSettings }) {
  const t = useTexts(adminRetentionTexts);
  const save = useAdminAction(useUpdateRetentionSettingsMutation(), {
    failed: t.settings.saveFailed,
    done: () => t.settings.saved,
  });
  const [saved, setSaved] = useState<Draft>(() => toDraft(settings));
  const [draft, setDraft] = useState<Draft>(saved);
  const errors = save.fieldErrors;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Empty or non-numeric text goes as sent, so the server names the field.
    const asNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value) : value);
    const body = Object.fromEntries(
      Object.entries(draft).map(([name, value]) => [name, asNumber(value)]),
    ) as unknown as RetentionSettings;
    if ((await save.run(body)).ok) setSaved(draft);
  };

  return (
    <form className="admin-retention__settings" onSubmit={(event) => void submit(event)} noValidate>
      <h3 className="admin-retention__subheading">{t.settings.heading}</h3>
      <UnsavedChangesGuard when={isEdited(draft, saved)} subject={t.settings.unsavedSubject} />
      <div className="admin-retention__fields">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={t.settings[field.name]}
            hint={field.hint ? t.settings[field.hint] : undefined}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={draft[field.name]}
            error={errors[field.name]}
            onChange={(event) => setDraft({ ...draft, [field.name]: event.target.value })}
            requiredMark
          />
        ))}
      </div>
      <div>
        <Button type="submit" disabled={save.pending}>
          {t.settings.save}
        </Button>
      </div>
      {save.formError ? <Alert tone="danger">{save.formError}</Alert> : null}
    </form>
  );
}
