import { ADMIN_PASSWORD_MIN_LENGTH } from '@uaq/contract';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import { api } from '@/lib/api';
import { useChangePasswordMutation } from './admin-session-api';
import { adminSessionTexts } from './texts';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

/**
 * Sets a new password. The server ends the account's other sessions and returns a new token for
 * this one, which replaces the old. `forced`: the first sign-in with a one-time password.
 */
export function PasswordForm({ forced = false }: { forced?: boolean }) {
  const t = useTexts(adminSessionTexts).account;
  const dispatch = useAppDispatch();
  const changing = useChangePasswordMutation();
  const { isSuccess } = changing[1];
  const change = useAdminAction(changing, { failed: t.passwordFailed });
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const fields = change.fieldErrors;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await change.run({ currentPassword, newPassword })).ok) return;
    dispatch(api.util.invalidateTags(['Session']));
    setCurrentPassword('');
    setNewPassword('');
  };

  return (
    <form className="admin-account__form" onSubmit={onSubmit} aria-labelledby="password-form-title">
      <h2 id="password-form-title" className="admin-account__title">
        {forced ? t.forcedPasswordTitle : t.passwordTitle}
      </h2>
      {forced ? <p>{t.forcedPasswordIntro}</p> : null}
      {/* The first sign-in's change is the only way on; there is nothing to leave to. */}
      <UnsavedChangesGuard
        when={!forced && (currentPassword !== '' || newPassword !== '')}
        subject={t.unsavedPassword}
      />
      <TextField
        label={forced ? t.oneTimePassword : t.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={fields.currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <TextField
        label={t.newPassword}
        hint={t.newPasswordHint}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        minLength={ADMIN_PASSWORD_MIN_LENGTH}
        value={newPassword}
        error={fields.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      {change.formError ? <Alert tone="danger">{change.formError}</Alert> : null}
      {isSuccess && !forced ? <Alert tone="success">{t.passwordSaved}</Alert> : null}
      <Button type="submit" disabled={change.pending}>
        {t.savePassword}
      </Button>
    </form>
  );
}
