import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '@/lib/store/hooks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { useAdminCatalogue } from '@/components/admin/admin-messages';
import { api } from '@/lib/api';
import { isApiFailure } from '@/lib/i18n/catalogue';
import { loggedIn } from '@/lib/session/session-slice';
import { useLoginMutation } from './admin-session-api';
import { adminSessionTexts } from './texts';
import './admin-session.css';
import { useTexts } from '@/lib/i18n/texts';

/** Data of the previous session must not show to the next one: it reloads after a login. */
const ADMIN_DATA_TAGS = [
  'AdminJob',
  'Application',
  'Group',
  'Enquiry',
  'Session',
  'AdminAccount',
  'Audit',
] as const;

/** The login dialog shown whenever there is no admin session; it cannot be dismissed. */
export function LoginOverlay() {
  const t = useTexts(adminSessionTexts);
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // Shown once the server asks for the second factor (its 401 names the `code` field).
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const catalogue = useAdminCatalogue();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const result = await login(code === null ? { username, password } : { username, password, code });
    if (result.error) {
      // Here a 401 is the answer to the credentials: its message says what was wrong.
      if (catalogue.fieldErrors(result.error).code && code === null) setCode('');
      const offline = isApiFailure(result.error) && result.error.kind === 'network';
      setError(offline ? t.networkError : catalogue.message(result.error, t.failed));
      return;
    }
    dispatch(loggedIn());
    dispatch(api.util.invalidateTags([...ADMIN_DATA_TAGS]));
  };

  return (
    <Modal open title={t.title} onClose={() => undefined} dismissible={false} maxWidth={420}>
      <form className="admin-login" onSubmit={onSubmit}>
        <p className="admin-login__intro">{t.intro}</p>
        <TextField
          label={t.username}
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={t.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {code !== null ? (
          <TextField
            label={t.code}
            hint={t.codeHint}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        ) : null}
        {error ? <Alert tone="danger">{error}</Alert> : null}
        <Button type="submit" block disabled={isLoading}>
          {isLoading ? t.submitting : t.submit}
        </Button>
      </form>
    </Modal>
  );
}
