import { Secret, TOTP } from 'otpauth';
import { AdminUsersService } from '../../backend/src/accounts/admin-users.service';
import { AuthTokensService } from '../../backend/src/accounts/auth-tokens.service';
import {
  AUTH_MESSAGES,
  MFA_MESSAGES,
  TEAM_MESSAGES,
  type AdminAccount,
  type NewAdminAccount,
  type SignedInAdmin,
} from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const AUTH_REQUIRED = {
  success: false,
  statusCode: 401,
  message: AUTH_MESSAGES.authenticationRequired,
  code: 'auth.authenticationRequired',
};
const NEW_PASSWORD = 'A-Brand-New-Password-42';

/** The authenticator app: the code for `secret` at a moment `offsetSteps` periods from now. */
function totp(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

describe.each(TEST_ENGINES)('Team accounts, sessions and two-factor sign-in (%s)', (engine) => {
  let api: ApiTestApp;
  let address = 0;
  beforeAll(async () => {
    // Each sign-in from its own forwarded address: only the per-username limits are under test.
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (username: string, password: string, code?: string) =>
    api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', `203.0.113.${(address = (address % 250) + 1)}`)
      .send(code === undefined ? { username, password } : { username, password, code });
  const tokenOf = async (username: string, password: string, code?: string) => {
    const response = await login(username, password, code).expect(200);
    return response.body.data.token as string;
  };
  const owner = () => api.adminToken();
  const addAccount = async (username: string, role: 'owner' | 'hr') => {
    const response = await api
      .request()
      .post('/api/admin/users')
      .set(as(await owner()))
      .send({ username, role })
      .expect(201);
    return response.body.data as NewAdminAccount;
  };
  /** A ready account: added by the owner, one-time password replaced. */
  const readyAccount = async (username: string, role: 'owner' | 'hr') => {
    const { account, oneTimePassword } = await addAccount(username, role);
    const first = await tokenOf(username, oneTimePassword);
    const changed = await api
      .request()
      .post('/api/admin/me/password')
      .set(as(first))
      .send({ currentPassword: oneTimePassword, newPassword: NEW_PASSWORD })
      .expect(200);
    return { account, token: changed.body.data.token as string };
  };

  describe('accounts (owner only)', () => {
    it('adds an hr account with a one-time password it must replace before anything else', async () => {
      const created = await addAccount('Sara.HR', 'hr');
      expect(created.account).toMatchObject({
        username: 'sara.hr',
        role: 'hr',
        disabled: false,
        mustChangePassword: true,
        mfaEnabled: false,
      });
      expect(created.oneTimePassword.length).toBeGreaterThanOrEqual(20);
      const signIn = await login('sara.hr', created.oneTimePassword).expect(200);
      expect(signIn.body.data.user).toMatchObject({ role: 'hr', pending: 'password' });
      const first = signIn.body.data.token as string;
      const blocked = await api.request().get('/api/admin/enquiries').set(as(first)).expect(403);
      expect(blocked.body.message).toBe(TEAM_MESSAGES.mustChangePassword);
      const changed = await api
        .request()
        .post('/api/admin/me/password')
        .set(as(first))
        .send({ currentPassword: created.oneTimePassword, newPassword: NEW_PASSWORD })
        .expect(200);
      expect(changed.body.data.user).toMatchObject({ pending: null });
      await api.request().get('/api/admin/enquiries').set(as(changed.body.data.token)).expect(200);
      await login('sara.hr', created.oneTimePassword).expect(401);
    });

    it('refuses hr on every account route with the decided sentence', async () => {
      const { account, token } = await readyAccount('hr.person', 'hr');
      const calls = [
        api.request().get('/api/admin/users'),
        api.request().post('/api/admin/users').send({ username: 'someone', role: 'hr' }),
        api.request().patch(`/api/admin/users/${account.id}`).send({ role: 'owner' }),
      ];
      for (const call of calls) {
        const response = await call.set(as(token)).expect(403);
        expect(response.body).toEqual({
          success: false,
          statusCode: 403,
          message: TEAM_MESSAGES.ownerOnly,
          code: 'team.ownerOnly',
        });
      }
    });

    it('lists accounts, changes a role, refuses a taken name or a bad one', async () => {
      const { account } = await addAccount('promote.me', 'hr');
      const promoted = await api
        .request()
        .patch(`/api/admin/users/${account.id}`)
        .set(as(await owner()))
        .send({ role: 'owner' })
        .expect(200);
      expect(promoted.body.data).toMatchObject({ id: account.id, role: 'owner' });
      const list = await api
        .request()
        .get('/api/admin/users')
        .set(as(await owner()))
        .expect(200);
      expect((list.body.data as AdminAccount[]).map((row) => row.username)).toEqual(
        expect.arrayContaining(['promote.me', 'test-admin']),
      );
      await api
        .request()
        .post('/api/admin/users')
        .set(as(await owner()))
        .send({ username: 'PROMOTE.ME', role: 'hr' })
        .expect(409);
      const bad = await api
        .request()
        .post('/api/admin/users')
        .set(as(await owner()))
        .send({ username: 'two words', role: 'hr' })
        .expect(400);
      expect(bad.body.errors).toHaveProperty('username');
      await api
        .request()
        .patch(`/api/admin/users/${account.id}`)
        .set(as(await owner()))
        .send({ role: 'boss' })
        .expect(400);
      await api
        .request()
        .patch('/api/admin/users/999999')
        .set(as(await owner()))
        .send({})
        .expect(404);
    });

    it('never leaves the site without an enabled owner (409), even when two owners demote each other at once', async () => {
      const a = await readyAccount('owner.a', 'owner');
      const b = await readyAccount('owner.b', 'owner');
      const me = await api
        .request()
        .get('/api/admin/me')
        .set(as(await owner()));
      // Only a and b stay owners.
      await api
        .request()
        .patch(`/api/admin/users/${me.body.data.id}`)
        .set(as(a.token))
        .send({ role: 'hr' })
        .expect(200);
      const list = await api.request().get('/api/admin/users').set(as(a.token));
      for (const row of list.body.data as AdminAccount[]) {
        if (row.role === 'owner' && row.id !== a.account.id && row.id !== b.account.id) {
          await api
            .request()
            .patch(`/api/admin/users/${row.id}`)
            .set(as(a.token))
            .send({ role: 'hr' })
            .expect(200);
        }
      }
      // Each steps down at the same moment: one must be refused.
      const [first, second] = await Promise.all([
        api.request().patch(`/api/admin/users/${a.account.id}`).set(as(a.token)).send({ role: 'hr' }),
        api.request().patch(`/api/admin/users/${b.account.id}`).set(as(b.token)).send({ disabled: true }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const refused = first.status === 409 ? first : second;
      expect(refused.body.message).toBe(TEAM_MESSAGES.lastOwner);
      // Put the test admin back as an owner for the other tests.
      const survivor = first.status === 409 ? a.token : b.token;
      await api
        .request()
        .patch(`/api/admin/users/${me.body.data.id}`)
        .set(as(survivor))
        .send({ role: 'owner' })
        .expect(200);
    });

    it('disabling an account ends its sessions and its sign-in', async () => {
      const { account, token } = await readyAccount('leaver', 'hr');
      await api
        .request()
        .patch(`/api/admin/users/${account.id}`)
        .set(as(await owner()))
        .send({ disabled: true })
        .expect(200);
      await expect(api.request().get('/api/admin/me').set(as(token)).expect(401)).resolves.toMatchObject({
        body: AUTH_REQUIRED,
      });
      await login('leaver', NEW_PASSWORD).expect(401);
    });
  });

  describe('sessions end on the server', () => {
    it('sign-out: that token answers 401 from then on, and so do the download links it asked for', async () => {
      const { token } = await readyAccount('signs.out', 'hr');
      const me = await api.request().get('/api/admin/me').set(as(token)).expect(200);
      const tokens = api.app.get(AuthTokensService);
      const link = await tokens.signResumeDownloadToken(5, me.body.data as SignedInAdmin);
      await expect(tokens.verifyResumeDownloadToken(link.token, 5)).resolves.toBe(true);
      await api.request().post('/api/admin/logout').set(as(token)).expect(200);
      await api.request().get('/api/admin/me').set(as(token)).expect(401);
      await expect(tokens.verifyResumeDownloadToken(link.token, 5)).resolves.toBe(false);
    });

    it('a password change ends the other sessions, keeps this one with a new token; the CLI reset ends all', async () => {
      const { token: other } = await readyAccount('changes.pw', 'hr');
      const current = await tokenOf('changes.pw', NEW_PASSWORD);
      const wrong = await api
        .request()
        .post('/api/admin/me/password')
        .set(as(current))
        .send({ currentPassword: 'not-my-password', newPassword: 'Another-Password-77' })
        .expect(400);
      expect(wrong.body.errors).toEqual({ currentPassword: TEAM_MESSAGES.wrongCurrentPassword });
      const changed = await api
        .request()
        .post('/api/admin/me/password')
        .set(as(current))
        .send({ currentPassword: NEW_PASSWORD, newPassword: 'Another-Password-77' })
        .expect(200);
      await api.request().get('/api/admin/me').set(as(other)).expect(401);
      await api.request().get('/api/admin/me').set(as(current)).expect(401);
      const fresh = changed.body.data.token as string;
      const me = await api.request().get('/api/admin/me').set(as(fresh)).expect(200);
      const tokens = api.app.get(AuthTokensService);
      const link = await tokens.signResumeDownloadToken(9, me.body.data as SignedInAdmin);
      await api.app.get(AdminUsersService).resetPassword('changes.pw', 'Reset-By-The-Cli-99');
      await api.request().get('/api/admin/me').set(as(fresh)).expect(401);
      // A resume link asked for before the reset cannot be replayed after it.
      await expect(tokens.verifyResumeDownloadToken(link.token, 9)).resolves.toBe(false);
    });
  });

  describe('two-factor sign-in', () => {
    const enrol = async (token: string) => {
      const started = await api.request().post('/api/admin/me/mfa').set(as(token)).expect(200);
      const { secret, otpauthUrl } = started.body.data as { secret: string; otpauthUrl: string };
      expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
      expect(otpauthUrl).toContain(`secret=${secret}`);
      const wrong = await api
        .request()
        .post('/api/admin/me/mfa/confirm')
        .set(as(token))
        .send({ code: '000000' });
      if (wrong.status !== 200) expect(wrong.status).toBe(400);
      const confirmed = await api
        .request()
        .post('/api/admin/me/mfa/confirm')
        .set(as(token))
        .send({ code: totp(secret) })
        .expect(200);
      return { secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
    };

    it('asks for the code, accepts a current one once, refuses a replay and an older one', async () => {
      const { token } = await readyAccount('two.factor', 'hr');
      const { secret, recoveryCodes } = await enrol(token);
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      const noCode = await login('two.factor', NEW_PASSWORD).expect(401);
      expect(noCode.body).toEqual({
        success: false,
        statusCode: 401,
        message: MFA_MESSAGES.codeRequired,
        code: 'mfa.codeRequired',
        errors: { code: MFA_MESSAGES.codeRequired },
        fieldCodes: { code: 'mfa.codeRequired' },
      });
      // The code of the next 30-second step: within the allowed clock skew, later than the one confirmed.
      const next = totp(secret, 1);
      const signedIn = await login('two.factor', NEW_PASSWORD, next).expect(200);
      expect(signedIn.body.data.user).toMatchObject({ mfaEnabled: true });
      await login('two.factor', NEW_PASSWORD, next).expect(401);
      await login('two.factor', NEW_PASSWORD, totp(secret, -1)).expect(401);
      await login('two.factor', 'wrong-password', totp(secret, 1)).expect(401);
    });

    it('accepts each recovery code once', async () => {
      const { token } = await readyAccount('lost.phone', 'hr');
      const { recoveryCodes } = await enrol(token);
      await login('lost.phone', NEW_PASSWORD, recoveryCodes[3].toUpperCase()).expect(200);
      await login('lost.phone', NEW_PASSWORD, recoveryCodes[3]).expect(401);
      await login('lost.phone', NEW_PASSWORD, recoveryCodes[4]).expect(200);
    });

    it('counts a wrong code as a failed login: 429 after five', async () => {
      const { token } = await readyAccount('guessed.pw', 'hr');
      const { secret } = await enrol(token);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await login('guessed.pw', NEW_PASSWORD, '999999').expect(401);
        expect(wrong.body.errors).toHaveProperty('code');
      }
      await login('guessed.pw', NEW_PASSWORD, totp(secret, 1)).expect(429);
    });

    it('an owner using it can require it for everyone: the others must enrol first; the CLI can turn it off', async () => {
      const { token } = await readyAccount('must.enrol', 'hr');
      const withoutOwnFactor = await api
        .request()
        .put('/api/admin/security-settings')
        .set(as(await owner()))
        .send({ mfaRequired: true })
        .expect(409);
      expect(withoutOwnFactor.body.message).toBe(MFA_MESSAGES.ownFirst);
      const security = await readyAccount('security.owner', 'owner');
      const ownerFactor = await enrol(security.token);
      await api
        .request()
        .put('/api/admin/security-settings')
        .set(as(token))
        .send({ mfaRequired: true })
        .expect(403);
      await api
        .request()
        .put('/api/admin/security-settings')
        .set(as(security.token))
        .send({ mfaRequired: true })
        .expect(200);
      try {
        const me = await api.request().get('/api/admin/me').set(as(token)).expect(200);
        expect(me.body.data.pending).toBe('mfa');
        const blocked = await api.request().get('/api/admin/enquiries').set(as(token)).expect(403);
        expect(blocked.body.message).toBe(TEAM_MESSAGES.mustEnrolMfa);
        const { secret } = await enrol(token);
        await api.request().get('/api/admin/enquiries').set(as(token)).expect(200);
        await login('must.enrol', NEW_PASSWORD, totp(secret, 1)).expect(200);
        await api.app.get(AdminUsersService).disableMfa('must.enrol');
        const again = await tokenOf('must.enrol', NEW_PASSWORD);
        const meAgain = await api.request().get('/api/admin/me').set(as(again)).expect(200);
        expect(meAgain.body.data).toMatchObject({ mfaEnabled: false, pending: 'mfa' });
      } finally {
        const ownerToken = await tokenOf('security.owner', NEW_PASSWORD, totp(ownerFactor.secret, 1));
        await api
          .request()
          .put('/api/admin/security-settings')
          .set(as(ownerToken))
          .send({ mfaRequired: false })
          .expect(200);
      }
    });
  });
});
