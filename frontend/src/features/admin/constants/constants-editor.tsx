import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { Plus, Save, Trash2 } from 'lucide-react';
import { CONSTANT_LIMITS, type SiteConstants } from '@uaq/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { TextArea, TextField } from '@/components/ui/fields';
import { LoadingText } from '@/components/ui/spinner';
import { useGetEditableConstantsQuery, useUpdateConstantsMutation } from './admin-constants-api';
import {
  groupSettings,
  isArabicSetting,
  isFigure,
  settingError,
  settingHint,
  settingLabel,
  settingValue,
  type ConstantsTexts,
} from './company-settings';
import { constantsToDrafts, draftsToConstants, isBrokenJson } from './constant-text';
import { adminConstantsTexts } from './texts';
import './admin-constants.css';
import { useAdminCatalogue } from '@/components/admin/admin-messages';
import { isSignedOut } from '@/lib/api';
import { isApiFailure } from '@/lib/i18n/catalogue';
import { useTexts } from '@/lib/i18n/texts';

type Notice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * The failure text the spec asks for: the server's message, by its code (or 'Unknown error'), after
 * a response; the browser's own words after a network failure. (An auth failure says nothing: the
 * overlay reopens.)
 */
function constantsUpdateError(t: ConstantsTexts, failure: unknown, serverWords: string): string {
  return t.errorPrefix + (isApiFailure(failure) && failure.kind === 'network' ? failure.detail : serverWords);
}

/**
 * The Constants tab: loads the map, edits it, replaces it with PUT /api/constants. Leaving it with
 * unsaved edits (another tab, a link, Back, closing the page) asks first.
 */
export function ConstantsTab() {
  const t = useTexts(adminConstantsTexts);
  const { data, isLoading, isError, fulfilledTimeStamp } = useGetEditableConstantsQuery();
  const [notice, setNotice] = useState<Notice>(null);
  if (isLoading) return <LoadingText>{t.loading}</LoadingText>;
  const constants = data ?? {};
  return (
    <ConstantsForm
      // Reloaded constants (after a save) start a fresh set of drafts.
      key={fulfilledTimeStamp ?? 0}
      constants={constants}
      loadFailed={isError && !data}
      notice={notice}
      onNotice={setNotice}
    />
  );
}

interface ConstantsFormProps {
  constants: SiteConstants;
  loadFailed: boolean;
  notice: Notice;
  onNotice: (notice: Notice) => void;
}

function ConstantsForm({ constants, loadFailed, notice, onNotice }: ConstantsFormProps) {
  const t = useTexts(adminConstantsTexts);
  const [drafts, setDrafts] = useState<Record<string, string>>(() => constantsToDrafts(constants));
  const [dirty, setDirty] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [updateConstants, { isLoading: updating }] = useUpdateConstantsMutation();
  const catalogue = useAdminCatalogue();
  const revalidator = useRevalidator();
  const keys = Object.keys(drafts);
  const errors = Object.fromEntries(
    keys.flatMap((key) => {
      const error = settingError(t, key, drafts[key]);
      return error ? [[key, error]] : [];
    }),
  );

  const save = async () => {
    onNotice(null);
    if (Object.keys(errors).length > 0) {
      onNotice({ tone: 'danger', text: t.invalidSettings });
      return;
    }
    const values = draftsToConstants(drafts, constants);
    for (const key of keys) {
      const number = settingValue(t, key, drafts[key]);
      if (number !== null) values[key] = number;
    }
    const result = await updateConstants(values);
    if (result.error) {
      const serverWords = catalogue.message(result.error, t.unknownError);
      if (!isSignedOut(result.error)) {
        onNotice({ tone: 'danger', text: constantsUpdateError(t, result.error, serverWords) });
      }
      return;
    }
    onNotice({ tone: 'success', text: t.success });
    // The company name in this page's header comes from the root route's copy of the constants.
    void revalidator.revalidate();
  };

  const edit = (key: string, text: string) => {
    setDrafts((current) => ({ ...current, [key]: text }));
    setDirty(true);
  };

  const remove = (key: string) => {
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== key)));
    setDirty(true);
    setRemoving(null);
  };

  return (
    <section aria-labelledby="admin-constants-heading" className="admin-constants">
      <div className="admin-toolbar">
        <h2 id="admin-constants-heading" className="admin-toolbar__title">
          {t.heading(keys.length)}
        </h2>
        <Button icon={<Save size={18} />} disabled={updating} onClick={() => void save()}>
          {updating ? t.updating : t.update}
        </Button>
      </div>
      <p className="admin-muted">{t.intro}</p>
      <UnsavedChangesGuard when={dirty} subject={t.unsavedSubject} />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {dirty ? <p className="admin-constants__unsaved">{t.unsaved}</p> : null}
      {keys.length === 0 ? (
        <div className="admin-empty">
          <p className="admin-empty__title">{t.empty}</p>
          {loadFailed ? <p>{t.loadFailed}</p> : null}
        </div>
      ) : (
        groupSettings(keys).map(({ group, rows }) => (
          <fieldset key={group} className="admin-constants__group">
            <legend className="admin-constants__legend">{t.groups[group]}</legend>
            <div className="admin-constants__list">
              {rows.map((row) => {
                const fields = row.map((key) => (
                  <ConstantField
                    key={key}
                    name={key}
                    text={drafts[key]}
                    error={errors[key]}
                    multiline={typeof constants[key] === 'object' && constants[key] !== null}
                    onChange={(text) => edit(key, text)}
                    onRemove={() => setRemoving(key)}
                  />
                ));
                // An English setting and its Arabic twin share a row, side by side.
                return row.length === 1 ? (
                  fields
                ) : (
                  <div key={row[0]} className="admin-constants__pair">
                    {fields}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))
      )}
      <AddConstant
        existing={keys}
        onAdd={(key, text) => {
          setDrafts((current) => ({ ...current, [key]: text }));
          setDirty(true);
        }}
      />
      <div className="admin-constants__footer">
        <Button icon={<Save size={18} />} disabled={updating} onClick={() => void save()}>
          {updating ? t.savingAll : t.saveAll}
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeDialog.title}
        confirmLabel={t.removeDialog.confirm}
        cancelLabel={t.removeDialog.cancel}
        onConfirm={() => removing !== null && remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{removing !== null ? t.removeDialog.question(removing) : null}</p>
      </ConfirmDialog>
    </section>
  );
}

interface ConstantFieldProps {
  name: string;
  text: string;
  error?: string;
  multiline: boolean;
  onChange: (text: string) => void;
  onRemove: () => void;
}

function ConstantField({ name, text, error, multiline, onChange, onRemove }: ConstantFieldProps) {
  const t = useTexts(adminConstantsTexts);
  const broken = isBrokenJson(text);
  const hint = settingHint(t, name);
  // The Arabic trade name and address are typed and read right to left.
  const language = isArabicSetting(name) ? ({ dir: 'rtl', lang: 'ar' } as const) : {};
  const field =
    multiline || text.includes('\n') ? (
      <TextArea
        label={settingLabel(t, name)}
        rows={Math.min(10, Math.max(3, text.split('\n').length))}
        className="admin-constants__json"
        spellCheck={false}
        {...language}
        value={text}
        error={error}
        hint={`${broken ? t.brokenJson : t.jsonHint} ${hint}`}
        onChange={(event) => onChange(event.target.value)}
      />
    ) : (
      <TextField
        label={settingLabel(t, name)}
        value={text}
        error={error}
        inputMode={isFigure(name) ? 'numeric' : undefined}
        {...language}
        hint={broken ? `${t.brokenJson} ${hint}` : hint}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  return (
    <div className="admin-constants__item">
      {field}
      <Button
        variant="ghost"
        size="sm"
        icon={<Trash2 size={18} />}
        aria-label={t.removeLabel(name)}
        title={t.removeLabel(name)}
        onClick={onRemove}
      />
    </div>
  );
}

function AddConstant({
  existing,
  onAdd,
}: {
  existing: string[];
  onAdd: (key: string, text: string) => void;
}) {
  const t = useTexts(adminConstantsTexts);
  const [key, setKey] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const name = key.trim();
    if (!CONSTANT_LIMITS.keyPattern.test(name)) return setError(t.add.invalidKey);
    if (existing.includes(name)) return setError(t.add.duplicateKey);
    if (existing.length >= CONSTANT_LIMITS.maxKeys) return setError(t.add.tooMany(CONSTANT_LIMITS.maxKeys));
    setError(null);
    // Kept as text like every draft; its type is decided on save (see constant-text.ts).
    onAdd(name, value);
    setAdded(t.add.added(name));
    setKey('');
    setValue('');
  };

  return (
    <form className="admin-constants__add" onSubmit={submit} aria-labelledby="admin-constants-add-heading">
      <h3 id="admin-constants-add-heading" className="admin-constants__add-title">
        {t.add.heading}
      </h3>
      <div className="admin-constants__add-fields">
        <TextField
          label={t.add.key}
          required
          maxLength={64}
          value={key}
          hint={t.add.keyHint}
          error={error}
          onChange={(event) => setKey(event.target.value)}
        />
        <TextField
          label={t.add.value}
          value={value}
          hint={t.add.valueHint}
          onChange={(event) => setValue(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon={<Plus size={16} />}>
          {t.add.submit}
        </Button>
      </div>
      {added ? (
        <p className="admin-muted" role="status">
          {added}
        </p>
      ) : null}
    </form>
  );
}
