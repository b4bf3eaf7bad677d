import { useEffect, useRef, useState } from 'react';
import type { MailPlaceholder, MailTemplate, MailTemplatePreview } from '@uaq/contract';
import { InlineSelect } from '@/components/admin/inline-select';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextArea, TextField } from '@/components/ui/fields';
import { useAdminCatalogue } from '@/components/admin/admin-messages';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { formatDateTime } from '@/lib/format-date';
import {
  usePreviewMailTemplateMutation,
  useRestoreMailTemplateMutation,
  useSaveMailTemplateMutation,
} from './admin-mail-templates-api';
import { adminMailTemplatesTexts } from './texts';
import { useTexts } from '@/lib/i18n/texts';

const PREVIEW_DELAY_MS = 400;
type FieldName = 'subject' | 'body';

/** One language of one template: subject and message, a placeholder picker, save, restore, live preview. */
export function TemplateEditor({
  template,
  placeholders,
  onDirtyChange,
}: {
  template: MailTemplate;
  placeholders: MailPlaceholder[];
  /** Told whether the draft differs from what is stored (the tab guards the ways out). */
  onDirtyChange: (language: MailTemplate['language'], dirty: boolean) => void;
}) {
  const t = useTexts(adminMailTemplatesTexts);
  const { purpose, language } = template;
  const languageName = t.languages[language];
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [chosen, setChosen] = useState('');
  const [confirmRestore, setConfirmRestore] = useState(false);
  const [preview, setPreview] = useState<MailTemplatePreview | null>(null);
  const lastField = useRef<FieldName>('body');
  const subjectField = useRef<HTMLInputElement>(null);
  const bodyField = useRef<HTMLTextAreaElement>(null);
  const save = useAdminAction(useSaveMailTemplateMutation(), {
    failed: t.saveFailed,
    done: () => t.saved(languageName),
    announceFailure: true,
  });
  const restore = useAdminAction(useRestoreMailTemplateMutation(), {
    failed: t.restoreFailed,
    done: () => t.restored(languageName),
    announceFailure: true,
  });
  const [requestPreview] = usePreviewMailTemplateMutation();
  const catalogue = useAdminCatalogue();
  const dirty = draft.subject !== template.subject || draft.body !== template.body;

  useEffect(() => {
    onDirtyChange(language, dirty);
    return () => onDirtyChange(language, false);
  }, [dirty, language, onDirtyChange]);

  // The preview follows the typing, a moment after it stops; its errors are the save's errors.
  // With the purpose, it shows what sending adds (the confirmation's status link).
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void requestPreview({ purpose, language, ...draft }).then((result) => {
        if (!current) return;
        setPreview(result.data ?? null);
        setErrors(catalogue.fieldErrors(result.error));
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [draft, purpose, language, requestPreview, catalogue]);

  const insert = () => {
    if (!chosen) return;
    const field = lastField.current;
    const control = field === 'subject' ? subjectField.current : bodyField.current;
    const text = draft[field];
    const start = control?.selectionStart ?? text.length;
    const end = control?.selectionEnd ?? text.length;
    const token = `{{${chosen}}}`;
    setDraft({ ...draft, [field]: text.slice(0, start) + token + text.slice(end) });
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const submit = async () => {
    const outcome = await save.run({ purpose, language, ...draft });
    if (!outcome.ok) setErrors(outcome.fieldErrors);
  };

  const restoreDefault = async () => {
    const outcome = await restore.run({ purpose, language });
    if (!outcome.ok) return;
    setConfirmRestore(false);
    setDraft({ subject: outcome.data.subject, body: outcome.data.body });
  };

  return (
    <section className="mail-template" aria-label={t.editorLabel(languageName)}>
      <h3>{languageName}</h3>
      <p className="admin-muted">
        {template.isDefault
          ? t.isDefault
          : t.editedBy(template.updatedBy ?? '', formatDateTime(template.updatedAt ?? undefined))}
        {dirty ? ` · ${t.unsaved}` : ''}
      </p>
      <TextField
        ref={subjectField}
        label={t.subject(languageName)}
        dir={direction}
        lang={language}
        value={draft.subject}
        error={errors.subject}
        onFocus={() => (lastField.current = 'subject')}
        onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
      />
      <TextArea
        ref={bodyField}
        label={t.body(languageName)}
        dir={direction}
        lang={language}
        rows={10}
        value={draft.body}
        error={errors.body}
        onFocus={() => (lastField.current = 'body')}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <div className="mail-template__picker">
        <InlineSelect
          label={t.placeholder(languageName)}
          hideLabel
          placeholder={t.placeholder(languageName)}
          options={placeholders.map((placeholder) => ({
            value: placeholder.name,
            label: t.placeholderOption(placeholder.name, placeholder.description),
          }))}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button size="sm" variant="secondary" disabled={!chosen} onClick={insert}>
          {t.insert}
        </Button>
        <span className="admin-muted">{t.insertHint}</span>
      </div>
      <div className="mail-template__actions">
        <Button size="sm" disabled={save.pending || !dirty} onClick={() => void submit()}>
          {save.pending ? t.saving : t.save}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={template.isDefault && !dirty}
          onClick={() => setConfirmRestore(true)}
        >
          {t.restore}
        </Button>
      </div>
      <h4>{t.preview(languageName)}</h4>
      {preview ? (
        <>
          <p dir={direction} lang={language}>
            <strong>{t.previewSubject}</strong> {preview.subject}
          </p>
          {/* The plain-text part, as text: the page never renders the e-mail's HTML (which the API tests check). */}
          <div className="mail-template__preview" dir={direction} lang={language}>
            {preview.text}
          </div>
        </>
      ) : Object.keys(errors).length > 0 ? (
        <p className="admin-muted">{t.previewFailed}</p>
      ) : null}
      <ConfirmDialog
        open={confirmRestore}
        title={t.restore}
        confirmLabel={t.restore}
        cancelLabel="Cancel"
        busy={restore.pending}
        onConfirm={() => void restoreDefault()}
        onCancel={() => setConfirmRestore(false)}
      >
        {t.restoreConfirm(languageName)}
      </ConfirmDialog>
    </section>
  );
}
