import { JwtService } from '@nestjs/jwt';
import { AUTH_MESSAGES, type SignedInAdmin } from '@uaq/contract';
import { AdminUsersService } from '../../backend/src/accounts/admin-users.service';
import { AuthTokensService } from '../../backend/src/accounts/auth-tokens.service';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  TEST_JWT_SECRET,
  type ApiTestApp,
} from '../support/api-app';

const AUTH_REQUIRED = {
  success: false,
  statusCode: 401,
  message: AUTH_MESSAGES.authenticationRequired,
  code: 'auth.authenticationRequired',
};
const INVALID_CREDENTIALS = {
  success: false,
  statusCode: 401,
  message: AUTH_MESSAGES.invalidCredentials,
  code: 'auth.invalidCredentials',
};
const TOO_MANY = {
  success: false,
  statusCode: 429,
  message: AUTH_MESSAGES.tooManyAttempts,
  code: 'auth.tooManyAttempts',
};
const ISSUER = 'uaq-fire-safety';
const AUDIENCE = 'uaq-fire-safety-admin';

function login(api: ApiTestApp, username: string, password: string, forwardedFor?: string) {
  const call = api.request().post('/api/admin/login');
  if (forwardedFor) call.set('X-Forwarded-For', forwardedFor);
  return call.send({ username, password });
}

describe.each(TEST_ENGINES)('Admin authentication (%s)', (engine) => {
  describe('login and session', () => {
    let api: ApiTestApp;
    beforeAll(async () => {
      api = await startApiApp(engine);
    });
    afterAll(() => api.close());

    it('logs in with the right credentials and returns a token, its lifetime and the user', async () => {
      const response = await login(api, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: AUTH_MESSAGES.loginSuccessful,
        data: {
          token: expect.any(String),
          expiresIn: 8 * 3600,
          user: {
            id: expect.any(Number),
            username: TEST_ADMIN_USERNAME,
            role: 'owner',
            mfaEnabled: false,
            pending: null,
            language: 'en',
          },
        },
      });
      const claims = new JwtService().decode<Record<string, unknown>>(response.body.data.token);
      expect(claims).toMatchObject({ iss: ISSUER, aud: AUDIENCE, typ: 'admin-session' });
      expect((claims.exp as number) - (claims.iat as number)).toBe(8 * 3600);
    });

    it('accepts the username in any letter case and with surrounding spaces', async () => {
      await login(api, `  ${TEST_ADMIN_USERNAME.toUpperCase()} `, TEST_ADMIN_PASSWORD).expect(200);
    });

    it('refuses a wrong password and an unknown username with the same 401 text', async () => {
      const wrongPassword = await login(api, TEST_ADMIN_USERNAME, 'not-the-password').expect(401);
      const unknownUser = await login(api, 'nobody-here', TEST_ADMIN_PASSWORD).expect(401);
      expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS);
      expect(unknownUser.body).toEqual(INVALID_CREDENTIALS);
    });

    it('rejects a login body with missing or unknown fields (400)', async () => {
      const missing = await api.request().post('/api/admin/login').send({ username: '' }).expect(400);
      expect(missing.body).toMatchObject({
        success: false,
        statusCode: 400,
        errors: { username: 'Username is required', password: 'Password is required' },
      });
      const unknown = await api
        .request()
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD, role: 'owner' })
        .expect(400);
      expect(unknown.body.errors).toEqual({ role: 'Unknown field: role' });
    });

    it('answers /api/admin/me with the logged-in admin', async () => {
      const response = await api
        .request()
        .get('/api/admin/me')
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .expect(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          username: TEST_ADMIN_USERNAME,
          role: 'owner',
          mfaEnabled: false,
          pending: null,
          language: 'en',
        },
      });
    });

    it('answers /api/admin/me with 401 without a token or with a malformed one', async () => {
      await expect(api.request().get('/api/admin/me').expect(401)).resolves.toMatchObject({
        body: AUTH_REQUIRED,
      });
      const malformed = await api
        .request()
        .get('/api/admin/me')
        .set('Authorization', 'Bearer not.a.jwt')
        .expect(401);
      expect(malformed.body).toEqual(AUTH_REQUIRED);
    });

    describe('refuses tokens that are not current session tokens of this server', () => {
      const signer = new JwtService({ secret: TEST_JWT_SECRET });
      let adminId: string;
      beforeAll(async () => {
        const me = await api
          .request()
          .get('/api/admin/me')
          .set('Authorization', `Bearer ${await api.adminToken()}`);
        adminId = String(me.body.data.id);
      });
      const session = () => ({ typ: 'admin-session', sub: adminId, username: TEST_ADMIN_USERNAME, sv: 1 });
      const cases: [string, () => string][] = [
        [
          'an expired token',
          () =>
            signer.sign(
              { ...session(), exp: Math.floor(Date.now() / 1000) - 60 },
              { issuer: ISSUER, audience: AUDIENCE },
            ),
        ],
        [
          'a token for another audience',
          () => signer.sign(session(), { issuer: ISSUER, audience: 'someone-else', expiresIn: 600 }),
        ],
        [
          'a token from another issuer',
          () => signer.sign(session(), { issuer: 'someone-else', audience: AUDIENCE, expiresIn: 600 }),
        ],
        [
          'a token signed with another secret',
          () =>
            new JwtService({ secret: 'x'.repeat(40) + 'another-secret' }).sign(session(), {
              issuer: ISSUER,
              audience: AUDIENCE,
              expiresIn: 600,
            }),
        ],
        [
          'a token without its purpose',
          () =>
            signer.sign(
              { sub: adminId, username: TEST_ADMIN_USERNAME },
              { issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 },
            ),
        ],
        [
          'a token for an admin that does not exist',
          () =>
            signer.sign(
              { ...session(), sub: '999999' },
              { issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 },
            ),
        ],
      ];
      it.each(cases)('%s → 401', async (_name, makeToken) => {
        const response = await api
          .request()
          .get('/api/admin/me')
          .set('Authorization', `Bearer ${makeToken()}`)
          .expect(401);
        expect(response.body).toEqual(AUTH_REQUIRED);
      });

      it('accepts the same claims when correctly signed (so the cases above fail for their reason)', async () => {
        const token = signer.sign(session(), { issuer: ISSUER, audience: AUDIENCE, expiresIn: 600 });
        await api.request().get('/api/admin/me').set('Authorization', `Bearer ${token}`).expect(200);
      });
    });

    const signedInAdmin = async () => {
      const me = await api
        .request()
        .get('/api/admin/me')
        .set('Authorization', `Bearer ${await api.adminToken()}`);
      return me.body.data as SignedInAdmin;
    };

    it('never accepts a resume download token as a session, nor a session token as a download token', async () => {
      const tokens = api.app.get(AuthTokensService);
      const download = await tokens.signResumeDownloadToken(7, await signedInAdmin());
      expect(download.expiresIn).toBe(300);
      const response = await api
        .request()
        .get('/api/admin/me')
        .set('Authorization', `Bearer ${download.token}`)
        .expect(401);
      expect(response.body).toEqual(AUTH_REQUIRED);
      await expect(tokens.verifyResumeDownloadToken(await api.adminToken(), 7)).resolves.toBe(false);
      await expect(tokens.verifySessionToken(download.token)).resolves.toBeNull();
    });

    it('scopes a resume download token to its application', async () => {
      const tokens = api.app.get(AuthTokensService);
      const { token } = await tokens.signResumeDownloadToken(7, await signedInAdmin());
      await expect(tokens.verifyResumeDownloadToken(token, 7)).resolves.toBe(true);
      await expect(tokens.verifyResumeDownloadToken(token, 8)).resolves.toBe(false);
      const expired = new JwtService({ secret: TEST_JWT_SECRET }).sign(
        { typ: 'resume-download', applicationId: 7, exp: Math.floor(Date.now() / 1000) - 1 },
        { issuer: ISSUER, audience: AUDIENCE },
      );
      await expect(tokens.verifyResumeDownloadToken(expired, 7)).resolves.toBe(false);
    });
  });

  describe('failed logins per username', () => {
    let api: ApiTestApp;
    beforeAll(async () => {
      api = await startApiApp(engine);
      const adminUsers = api.app.get(AdminUsersService);
      await adminUsers.create('locked-out', 'Locked-Out-Password-1');
      await adminUsers.create('forgetful', 'Forgetful-Password-1');
    });
    afterAll(() => api.close());

    it('answers 429 for 15 minutes after 5 failures, even with the right password; other users still log in', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login(api, 'locked-out', `wrong-${attempt}`).expect(401);
      }
      const blocked = await login(api, 'locked-out', 'Locked-Out-Password-1').expect(429);
      expect(blocked.body).toEqual(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      await login(api, 'LOCKED-OUT', 'Locked-Out-Password-1').expect(429);
      await login(api, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD).expect(200);
    });

    it('forgets earlier failures after a successful login', async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) await login(api, 'forgetful', 'wrong').expect(401);
      await login(api, 'forgetful', 'Forgetful-Password-1').expect(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) await login(api, 'forgetful', 'wrong').expect(401);
      await login(api, 'forgetful', 'Forgetful-Password-1').expect(200);
    });
  });

  describe('lockout whatever the spelling or the timing', () => {
    let api: ApiTestApp;
    beforeAll(async () => {
      // Each attempt from its own forwarded address: only the per-username limit is under test.
      api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
      const adminUsers = api.app.get(AdminUsersService);
      await adminUsers.create('boss', 'Boss-Password-0001');
      await adminUsers.create('racer', 'Racer-Password-0001');
    });
    afterAll(() => api.close());
    let address = 0;
    const nextAddress = () => `203.0.113.${(address += 1)}`;

    it('holds for every spelling the database might equate: none signs in, none gets fresh tries', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login(api, 'boss', 'wrong-password', nextAddress()).expect(401);
      }
      // Letter case, full-width letters (NFKC folds them) and accents (utf8mb4_unicode_ci ignores them).
      const sameAccount = ['BOSS', 'Boss', '\uff42\uff4f\uff53\uff53', '\uff22\uff2f\uff33\uff33'];
      const lookAlikes = ['b\u00f3ss', 'bo\u0301ss', 'b\u00d3SS', 'bo\u00df'];
      for (const spelling of sameAccount) {
        const response = await login(api, spelling, 'Boss-Password-0001', nextAddress());
        expect({ spelling, status: response.status }).toEqual({ spelling, status: 429 });
      }
      for (const spelling of lookAlikes) {
        const response = await login(api, spelling, 'Boss-Password-0001', nextAddress());
        expect({ spelling, status: response.status }).toEqual({ spelling, status: 401 });
      }
    });

    it('counts at most 5 failures under 20 parallel attempts, then answers 429 to the right password', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          login(api, 'racer', 'wrong-password', nextAddress()).then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      await login(api, 'racer', 'Racer-Password-0001', nextAddress()).expect(429);
    });
  });

  describe('attempts per client address', () => {
    let api: ApiTestApp;
    afterEach(() => api.close());

    it('allows 20 attempts per address in 15 minutes; a forged X-Forwarded-For does not reset it', async () => {
      api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: '0' } });
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        await login(api, `guess-${attempt}`, 'wrong', `198.51.100.${attempt}`).expect(401);
      }
      const blocked = await login(api, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, '198.51.100.250').expect(
        429,
      );
      expect(blocked.body).toEqual(TOO_MANY);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('ignores X-Forwarded-For from a client that is not one of the trusted proxies', async () => {
      // The test client connects from loopback, outside the trusted proxy network.
      api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: '10.0.0.0/8, 192.168.0.1' } });
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        await login(api, `guess-${attempt}`, 'wrong', `198.51.100.${attempt}`).expect(401);
      }
      await login(api, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, '198.51.100.250').expect(429);
    });

    it('counts by the forwarded address when the request comes through a trusted proxy', async () => {
      api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        await login(api, `guess-${attempt}`, 'wrong', '198.51.100.7').expect(401);
      }
      await login(api, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, '198.51.100.7').expect(429);
      await login(api, TEST_ADMIN_USERNAME, TEST_ADMIN_PASSWORD, '198.51.100.8').expect(200);
    });
  });
});
