import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PASSWORD, fakeAdminApi } from '@test/admin-api/fake-admin-api';
import { renderAdminPage } from '@test/admin-api/render-admin';
import { json } from '@test/api/responses';

const ownerMe = () =>
  json({ success: true, data: { id: 1, username: 'boss', role: 'owner', mfaEnabled: false, pending: null } });
const hrMe =
  (pending: 'password' | null = null) =>
  () =>
    json({ success: true, data: { id: 2, username: 'sara', role: 'hr', mfaEnabled: false, pending } });

describe('team and audit tabs', () => {
  it('an owner sees Team and Audit; hr does not, even when asked for them in the address', async () => {
    const api = fakeAdminApi();
    api.override('GET /api/admin/me', ownerMe);
    api.override('GET /api/admin/users', () => json({ success: true, data: [] }));
    const owner = renderAdminPage({ route: '/admin/careers?tab=team' });
    expect(await screen.findByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Audit' })).toBeInTheDocument();
    owner.unmount();

    api.override('GET /api/admin/me', hrMe());
    renderAdminPage({ route: '/admin/careers?tab=audit' });
    expect(await screen.findByRole('tab', { name: /^Job Positions/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Settings' }));
    expect(await screen.findByRole('tab', { name: 'My Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit' })).not.toBeInTheDocument();
  });

  it('an account on its one-time password sees only the password form', async () => {
    const api = fakeAdminApi();
    api.override('GET /api/admin/me', hrMe('password'));
    renderAdminPage();
    expect(await screen.findByRole('heading', { name: 'Set your own password' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks for the authenticator code when the server wants it, then signs in with it', async () => {
    const api = fakeAdminApi();
    api.override('POST /api/admin/login', ({ body }) => {
      const { code } = body as { code?: string };
      if (!code) {
        const message = 'Enter the 6-digit code from your authenticator app';
        return json({ success: false, statusCode: 401, message, errors: { code: message } }, 401);
      }
      return api.signIn();
    });
    renderAdminPage({ token: null });
    const dialog = await screen.findByRole('dialog', { name: 'Admin Login Required' });
    await userEvent.type(within(dialog).getByLabelText(/Username/), 'hr');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), ADMIN_PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    const code = await within(dialog).findByLabelText(/Authentication code/);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('tablist')).toBeInTheDocument();
    expect(api.requestsTo('POST', '/api/admin/login').at(-1)?.body).toMatchObject({ code: '123456' });
  });
});

describe('audit trail', () => {
  it('names the scheduled job that acted where no account did, and says unknown only when nobody is known', async () => {
    const api = fakeAdminApi();
    api.override('GET /api/admin/me', ownerMe);
    const event = { at: '2026-03-05T06:00:00.000Z', targetType: 'application', targetId: 7, address: null };
    api.override('GET /api/admin/audit', () =>
      json({
        success: true,
        data: [
          {
            ...event,
            id: 3,
            actorId: null,
            actorUsername: null,
            scheduledJob: 'retention',
            action: 'retention.purged',
          },
          {
            ...event,
            id: 2,
            actorId: 1,
            actorUsername: 'boss',
            scheduledJob: null,
            action: 'application.deleted',
          },
          {
            ...event,
            id: 1,
            actorId: null,
            actorUsername: null,
            scheduledJob: null,
            action: 'sign-in.failed',
          },
        ],
        meta: { page: 1, pageSize: 25, total: 3 },
      }),
    );
    renderAdminPage({ route: '/admin/careers?tab=audit' });
    const rows = await screen.findAllByRole('row');
    const actors = rows.slice(1).map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(actors).toEqual(['Scheduled job: retention purge', 'boss', 'unknown']);
  });
});
