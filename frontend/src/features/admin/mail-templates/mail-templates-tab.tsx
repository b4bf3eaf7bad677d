import { useCallback, useState } from 'react';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import {
  LANGUAGES,
  MAIL_TEMPLATE_PURPOSES,
  type MailTemplate,
  type MailTemplatePurpose,
} from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { optionsOf, Select } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useGetMailPlaceholdersQuery, useGetMailTemplatesQuery } from './admin-mail-templates-api';
import { TemplateEditor } from './template-editor';
import { adminMailTemplatesTexts } from './texts';
import './admin-mail-templates.css';
import { useTexts } from '@/lib/i18n/texts';

/** HR's e-mail templates: one purpose at a time, its English and Arabic versions side by side. */
export function MailTemplatesTab() {
  const t = useTexts(adminMailTemplatesTexts);
  const [purpose, setPurpose] = useState<MailTemplatePurpose>('received');
  const templates = useGetMailTemplatesQuery();
  const { data: placeholders = [] } = useGetMailPlaceholdersQuery();
  // The languages whose editor holds unsaved edits: leaving the tab or the page asks first.
  const [dirty, setDirty] = useState<Partial<Record<MailTemplate['language'], boolean>>>({});
  const onDirtyChange = useCallback(
    (language: MailTemplate['language'], isDirty: boolean) =>
      setDirty((current) => (current[language] === isDirty ? current : { ...current, [language]: isDirty })),
    [],
  );

  return (
    <section className="mail-templates" aria-labelledby="mail-templates-heading">
      <h2 id="mail-templates-heading">{t.heading}</h2>
      <p className="admin-muted">{t.intro}</p>
      <UnsavedChangesGuard when={Object.values(dirty).some(Boolean)} subject={t.unsavedSubject} />
      <Select
        label={t.purposeLabel}
        options={optionsOf(MAIL_TEMPLATE_PURPOSES, t.purposes)}
        value={purpose}
        onChange={(event) => setPurpose(event.target.value as MailTemplatePurpose)}
      />
      {templates.isLoading ? <LoadingText>{t.loading}</LoadingText> : null}
      {templates.isError ? <Alert tone="danger">{t.loadFailed}</Alert> : null}
      <div className="mail-templates__languages">
        {LANGUAGES.map((language) => {
          const template = templates.data?.find(
            (candidate) => candidate.purpose === purpose && candidate.language === language,
          );
          // A fresh editor per template and saved version: the draft starts from what is stored.
          return template ? (
            <TemplateEditor
              key={`${purpose}-${language}-${template.updatedAt ?? 'default'}`}
              template={template}
              placeholders={placeholders}
              onDirtyChange={onDirtyChange}
            />
          ) : null;
        })}
      </div>
    </section>
  );
}
