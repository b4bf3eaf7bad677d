import type { AdminRole, NewAdminAccount } from '@uaq/contract';
import type { ApiTestApp } from './api-app';

/** A password the test accounts set at their first sign-in. */
export const TEST_MEMBER_PASSWORD = 'Team-Member-Password-2026!';

/**
 * A team account ready to work: created by the test owner with `role` (and an e-mail address for
 * invitations when given), signed in once with its one-time password, which it replaces. Returns
 * its id and a session token. `clientAddress` keeps sign-ins off the per-address limit.
 */
export async function readyTeamAccount(
  api: ApiTestApp,
  username: string,
  role: AdminRole,
  options: { email?: string; clientAddress?: () => string } = {},
): Promise<{ id: number; token: string }> {
  const owner = { Authorization: `Bearer ${await api.adminToken()}` };
  const created = await api
    .request()
    .post('/api/admin/users')
    .set(owner)
    .send({ username, role })
    .expect(201);
  const { account, oneTimePassword } = created.body.data as NewAdminAccount;
  if (options.email)
    await api
      .request()
      .patch(`/api/admin/users/${account.id}`)
      .set(owner)
      .send({ email: options.email })
      .expect(200);
  const login = api.request().post('/api/admin/login');
  if (options.clientAddress) login.set('X-Forwarded-For', options.clientAddress());
  const signedIn = await login.send({ username, password: oneTimePassword }).expect(200);
  const changed = await api
    .request()
    .post('/api/admin/me/password')
    .set('Authorization', `Bearer ${signedIn.body.data.token as string}`)
    .send({ currentPassword: oneTimePassword, newPassword: TEST_MEMBER_PASSWORD })
    .expect(200);
  return { id: account.id, token: changed.body.data.token as string };
}
