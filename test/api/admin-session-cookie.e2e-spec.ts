import { getRepositoryToken } from '@nestjs/typeorm';
import { Secret, TOTP } from 'otpauth';
import type { Repository } from 'typeorm';
import { DataSource } from 'typeorm';
import { AdminUser } from '../../backend/src/accounts/admin-user.entity';
import { MfaSecretCipher } from '../../backend/src/accounts/mfa-secret-cipher';
import { MfaService } from '../../backend/src/accounts/mfa.service';
import { readMfaKeyConfig } from '../../backend/src/platform/config/mfa-key.config';
import {
  ADMIN_REQUEST_HEADER,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_MESSAGES,
  AUTH_MESSAGES,
  MFA_MESSAGES,
} from '@uaq/contract';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  TEST_MFA_ENCRYPTION_KEY,
  type ApiTestApp,
} from '../support/api-app';

const AUTH_REQUIRED = {
  success: false,
  statusCode: 401,
  message: AUTH_MESSAGES.authenticationRequired,
  code: 'auth.authenticationRequired',
};
const CSRF_REFUSED = {
  success: false,
  statusCode: 403,
  message: ADMIN_SESSION_MESSAGES.requestHeaderMissing,
  code: 'adminSession.requestHeaderMissing',
};
const CSRF_PROOF = { [ADMIN_REQUEST_HEADER.name]: ADMIN_REQUEST_HEADER.value };
const NEW_KEY = 'bmV3LW1mYS1rZXktYWZ0ZXItcm90YXRpb24tMDEyMzQ=';

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? (header as string[]) : [];
}

function sessionCookieLine(response: { headers: Record<string, unknown> }): string {
  const line = setCookies(response).find((cookie) => cookie.startsWith(`${ADMIN_SESSION_COOKIE}=`));
  if (!line) throw new Error(`No ${ADMIN_SESSION_COOKIE} cookie in ${JSON.stringify(response.headers)}`);
  return line;
}

/** What a browser sends back: `name=value`. */
function cookieHeader(line: string): string {
  return line.split(';')[0];
}

function totp(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

describe.each(TEST_ENGINES)('Admin session cookie, CSRF and two-factor secrets (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine);
  });
  afterAll(() => api.close());

  const login = (host?: string) => {
    const call = api.request().post('/api/admin/login');
    if (host) call.set('Host', host);
    return call.send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD }).expect(200);
  };

  it('signs in with an httpOnly, SameSite=Strict cookie on /api, Secure except on plain-http localhost', async () => {
    const local = sessionCookieLine(await login());
    expect(local).toMatch(/; HttpOnly/i);
    expect(local).toMatch(/; SameSite=Strict/i);
    expect(local).toMatch(/; Path=\/api(;|$)/);
    expect(local).not.toMatch(/; Secure/i);
    expect(sessionCookieLine(await login('fire.example'))).toMatch(/; Secure/i);
  });

  it('serves reads on the cookie alone', async () => {
    const cookie = cookieHeader(sessionCookieLine(await login()));
    const me = await api.request().get('/api/admin/me').set('Cookie', cookie).expect(200);
    expect(me.body.data).toMatchObject({ username: TEST_ADMIN_USERNAME });
  });

  it('refuses a change carried by the cookie without the CSRF header (403), and changes nothing', async () => {
    const cookie = cookieHeader(sessionCookieLine(await login()));
    const refused = await api.request().post('/api/admin/logout').set('Cookie', cookie).expect(403);
    expect(refused.body).toEqual(CSRF_REFUSED);
    expect(setCookies(refused)).toEqual([]);
    // Still signed in: the refused sign-out did not happen.
    await api.request().get('/api/admin/me').set('Cookie', cookie).expect(200);
    // The large constants body is refused before it is read, for the same reason.
    const constants = await api
      .request()
      .put('/api/constants')
      .set('Cookie', cookie)
      .send({ companyName: 'Forged' })
      .expect(403);
    expect(constants.body).toEqual(CSRF_REFUSED);
  });

  it('tells only a real session about the header: an unknown cookie gets the plain 401', async () => {
    const refused = await api
      .request()
      .post('/api/admin/logout')
      .set('Cookie', `${ADMIN_SESSION_COOKIE}=not-a-token`)
      .expect(401);
    expect(refused.body).toEqual(AUTH_REQUIRED);
  });

  it('signs out with the header: the cookie is cleared and no longer opens anything', async () => {
    const cookie = cookieHeader(sessionCookieLine(await login()));
    const out = await api
      .request()
      .post('/api/admin/logout')
      .set('Cookie', cookie)
      .set(CSRF_PROOF)
      .expect(200);
    expect(sessionCookieLine(out)).toMatch(
      new RegExp(`^${ADMIN_SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`),
    );
    await api.request().get('/api/admin/me').set('Cookie', cookie).expect(401);
  });

  it('still serves API clients that send a bearer token, without the CSRF header', async () => {
    const token = (await login()).body.data.token as string;
    await api.request().get('/api/admin/me').set('Authorization', `Bearer ${token}`).expect(200);
    await api.request().post('/api/admin/logout').set('Authorization', `Bearer ${token}`).expect(200);
    await api.request().get('/api/admin/me').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('judges a request with an Authorization header by that header alone', async () => {
    const cookie = cookieHeader(sessionCookieLine(await login()));
    await api
      .request()
      .get('/api/admin/me')
      .set('Cookie', cookie)
      .set('Authorization', 'Bearer not-a-token')
      .expect(401);
  });

  describe('two-factor secrets at rest', () => {
    const owner = () => api.adminToken();
    const stored = async () => {
      const rows = (await api.app
        .get(DataSource)
        .query('SELECT mfa_secret AS secret FROM admin_users WHERE username = ?', [TEST_ADMIN_USERNAME])) as {
        secret: string;
      }[];
      return rows[0].secret;
    };

    /** The owner's recovery codes, from the enrolment below. */
    let recoveryCodes: string[] = [];

    it('keeps the secret encrypted in the database, and sign-in still accepts its codes', async () => {
      const token = await owner();
      const started = await api
        .request()
        .post('/api/admin/me/mfa')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      const secret = started.body.data.secret as string;
      const atRest = await stored();
      expect(atRest).not.toContain(secret);
      expect(atRest).toMatch(/^mfa1\./);
      const confirmed = await api
        .request()
        .post('/api/admin/me/mfa/confirm')
        .set('Authorization', `Bearer ${token}`)
        .send({ code: totp(secret) })
        .expect(200);
      recoveryCodes = confirmed.body.data.recoveryCodes as string[];

      // Key rotation (what `npm run admin -- rotate-mfa-key` runs): a new key, the old one kept for reading.
      const rotated = new MfaSecretCipher(
        readMfaKeyConfig({
          MFA_ENCRYPTION_KEY: NEW_KEY,
          MFA_ENCRYPTION_PREVIOUS_KEYS: TEST_MFA_ENCRYPTION_KEY,
        }),
      );
      const repository = api.app.get<Repository<AdminUser>>(getRepositoryToken(AdminUser));
      await expect(new MfaService(repository, rotated).rotateKey()).resolves.toEqual({
        reEncrypted: 1,
        underCurrentKey: 1,
        unreadable: [],
      });
      await expect(new MfaService(repository, rotated).rotateKey()).resolves.toEqual({
        reEncrypted: 0,
        underCurrentKey: 1,
        unreadable: [],
      });
      const reSealed = await stored();
      expect(reSealed).not.toBe(atRest);
      // The new key alone opens it now; the old key alone no longer does.
      expect(new MfaSecretCipher(readMfaKeyConfig({ MFA_ENCRYPTION_KEY: NEW_KEY })).open(reSealed)).toBe(
        secret,
      );
      expect(() =>
        new MfaSecretCipher(readMfaKeyConfig({ MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY })).open(reSealed),
      ).toThrow(/neither MFA_ENCRYPTION_KEY nor in MFA_ENCRYPTION_PREVIOUS_KEYS/);
    });

    it('signs in with a code sealed under a key this server lacks: 503 naming the fix and an audit entry, never a 500; a recovery code still works', async () => {
      // The secret is now sealed with NEW_KEY (above), which this server was never given: as after
      // removing the old key before the rotation ran.
      const code = await api
        .request()
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD, code: '123456' })
        .expect(503);
      expect(code.body).toEqual({
        success: false,
        statusCode: 503,
        message: MFA_MESSAGES.keyUnknown,
        code: 'mfa.keyUnknown',
      });
      const rotation = new MfaSecretCipher(readMfaKeyConfig({ MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY }));
      // The rotation command reports the account instead of failing half-way.
      const repository = api.app.get<Repository<AdminUser>>(getRepositoryToken(AdminUser));
      await expect(new MfaService(repository, rotation).rotateKey()).resolves.toEqual({
        reEncrypted: 0,
        underCurrentKey: 0,
        unreadable: [TEST_ADMIN_USERNAME],
      });
      const recovered = await api
        .request()
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD, code: recoveryCodes[0] })
        .expect(200);
      const audit = await api
        .request()
        .get('/api/admin/audit?action=sign-in.mfa-key-unknown')
        .set('Authorization', `Bearer ${recovered.body.data.token as string}`)
        .expect(200);
      expect(audit.body.data).toEqual([
        expect.objectContaining({ action: 'sign-in.mfa-key-unknown', actorUsername: TEST_ADMIN_USERNAME }),
      ]);
    });
  });
});
