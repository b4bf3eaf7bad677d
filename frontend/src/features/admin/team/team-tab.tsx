import { useState, type FormEvent } from 'react';
import { ADMIN_ROLES, ADMIN_USERNAME_RULES, type AdminAccount, type AdminRole } from '@uaq/contract';
import { AdminListFrame } from '@/components/admin/admin-list-frame';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { optionsOf, Select, TextField } from '@/components/ui/fields';
import { useAdminAction } from '@/components/admin/use-admin-action';
import {
  useAddAdminAccountMutation,
  useChangeAdminAccountMutation,
  useGetAdminAccountsQuery,
} from './admin-team-api';
import { OfferApprovalSetting } from './offer-approval-setting';
import { adminTeamTexts } from './texts';
import './admin-team.css';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes-guard';
import { useTexts } from '@/lib/i18n/texts';

/** Owners only: the team's accounts, adding one (its one-time password shown once), role, disabling. */
export function TeamTab() {
  const t = useTexts(adminTeamTexts);
  const accounts = useGetAdminAccountsQuery();
  const change = useAdminAction(useChangeAdminAccountMutation(), { failed: t.changeFailed });
  return (
    <div className="admin-team">
      <AddAccountForm />
      <OfferApprovalSetting />
      <section aria-labelledby="team-list-title">
        <h2 id="team-list-title" className="admin-team__title">
          {t.listTitle}
        </h2>
        {change.error ? <Alert tone="danger">{change.error}</Alert> : null}
        {/* Never empty: the server keeps at least one enabled owner. */}
        <AdminListFrame query={accounts} texts={t} empty={null}>
          {(items) => (
            <ul className="admin-team__list">
              {items.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  onChange={(next) => void change.run({ id: account.id, ...next })}
                />
              ))}
            </ul>
          )}
        </AdminListFrame>
      </section>
    </div>
  );
}

function AccountRow({
  account,
  onChange,
}: {
  account: AdminAccount;
  onChange: (change: { role?: AdminRole; disabled?: boolean; email?: string | null }) => void;
}) {
  const t = useTexts(adminTeamTexts);
  const [email, setEmail] = useState(account.email ?? '');
  return (
    <li>
      <Card className="admin-team__account" data-testid={`account-${account.username}`}>
        <div className="admin-team__name">
          <strong>{account.username}</strong>
          {account.disabled ? <Badge tone="neutral">{t.disabled}</Badge> : null}
          {account.mfaEnabled ? <Badge tone="success">{t.twoFactor}</Badge> : null}
          {account.mustChangePassword ? <Badge tone="warning">{t.awaitingFirstSignIn}</Badge> : null}
        </div>
        <div className="admin-team__actions">
          <Select
            label={t.roleOf(account.username)}
            options={optionsOf(ADMIN_ROLES, t.roleShort)}
            value={account.role}
            onChange={(event) => onChange({ role: event.target.value as AdminRole })}
          />
          <Button variant="secondary" size="sm" onClick={() => onChange({ disabled: !account.disabled })}>
            {account.disabled ? t.enable : t.disable}
          </Button>
        </div>
        <form
          className="admin-team__email"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ email: email.trim() || null });
          }}
        >
          <UnsavedChangesGuard
            when={email !== (account.email ?? '')}
            subject={t.unsavedEmail(account.username)}
          />
          <TextField
            label={t.emailOf(account.username)}
            hint={t.emailHint}
            type="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={email === (account.email ?? '')}>
            {t.saveEmail}
          </Button>
        </form>
      </Card>
    </li>
  );
}

function AddAccountForm() {
  const t = useTexts(adminTeamTexts);
  const adding = useAddAdminAccountMutation();
  const { data: created, reset } = adding[1];
  const add = useAdminAction(adding, { failed: t.changeFailed });
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<AdminRole>('hr');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((await add.run({ username, role })).ok) setUsername('');
  };

  return (
    <form className="admin-team__add" onSubmit={onSubmit} aria-labelledby="team-add-title">
      <h2 id="team-add-title" className="admin-team__title">
        {t.addTitle}
      </h2>
      <UnsavedChangesGuard when={username !== ''} subject={t.unsavedAccount} />
      <TextField
        label={t.username}
        hint={t.usernameHint}
        name="username"
        autoComplete="off"
        required
        maxLength={ADMIN_USERNAME_RULES.maxLength}
        value={username}
        error={add.fieldErrors.username}
        onChange={(event) => {
          setUsername(event.target.value);
          if (created) reset();
        }}
      />
      <Select
        label={t.role}
        name="role"
        options={optionsOf(ADMIN_ROLES, t.roles)}
        value={role}
        onChange={(event) => setRole(event.target.value as AdminRole)}
      />
      {add.error && !add.fieldErrors.username ? <Alert tone="danger">{add.error}</Alert> : null}
      {created ? (
        <Alert tone="success">
          {t.added(created.account.username)}{' '}
          <code data-testid="one-time-password">{created.oneTimePassword}</code>. {t.oneTimeNote}
        </Alert>
      ) : null}
      <Button type="submit" disabled={add.pending}>
        {t.add}
      </Button>
    </form>
  );
}
