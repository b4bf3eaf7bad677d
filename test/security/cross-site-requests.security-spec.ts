import {
  ADMIN_REQUEST_HEADER,
  ADMIN_SESSION_COOKIE,
  ADMIN_SESSION_MESSAGES,
  AUTH_MESSAGES,
} from '@uaq/contract';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';

const SITE = 'https://alraas.example';
const EVIL = 'https://evil.example';
const CREDENTIALS = { username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD };
const CSRF_PROOF = { [ADMIN_REQUEST_HEADER.name]: ADMIN_REQUEST_HEADER.value };

function sessionCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? (header as string[]) : [];
  return lines.find((line) => line.startsWith(`${ADMIN_SESSION_COOKIE}=`))?.split(';')[0];
}

/**
 * Findings: `POST /api/admin/login` took a cross-site form post and set the session cookie (login
 * CSRF: the victim's browser signed in to the attacker's account), and the cookie-carried changes
 * never looked at where the request came from. Tried as the attacker's page would send them.
 */
describe.each(TEST_ENGINES)('Cross-site requests refused (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: SITE, TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api.close());

  let visitor = 0;
  /** Each sign-in from its own address, so the per-address login limit stays out of the way. */
  const login = () =>
    api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', `203.0.113.${(visitor += 1)}`);
  const signedIn = async () => {
    const cookie = sessionCookie(await login().send(CREDENTIALS).expect(200));
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  };

  describe('sign-in', () => {
    it('refuses the cross-site form post a browser sends, and sets no cookie', async () => {
      const response = await login()
        .set('Origin', EVIL)
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send(CREDENTIALS);
      expect([400, 403, 415]).toContain(response.status);
      expect(response.body).toMatchObject({ success: false, statusCode: response.status });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('takes JSON only: a form post from any page gets 415 with a clear message and no cookie', async () => {
      for (const send of [
        () => login().type('form').send(CREDENTIALS),
        () => login().set('Content-Type', 'text/plain').send(JSON.stringify(CREDENTIALS)),
        () => login().field('username', CREDENTIALS.username).field('password', CREDENTIALS.password),
      ]) {
        const response = await send();
        expect(response.status).toBe(415);
        expect(response.body).toMatchObject({ message: AUTH_MESSAGES.jsonOnly, code: 'auth.jsonOnly' });
        expect(sessionCookie(response)).toBeUndefined();
      }
    });

    it.each([
      ['a foreign Origin', { Origin: EVIL }],
      ['Origin null (a sandboxed frame)', { Origin: 'null' }],
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site (a sibling host)', { 'Sec-Fetch-Site': 'same-site' }],
    ])('refuses a JSON sign-in with %s (403, no cookie)', async (_name, headers) => {
      const response = await login().set(headers).send(CREDENTIALS);
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({
        message: ADMIN_SESSION_MESSAGES.crossSiteRefused,
        code: 'adminSession.crossSiteRefused',
      });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it("signs in from the site's own page (PUBLIC_URL or the request's host) and from clients that say nothing", async () => {
      for (const headers of [
        { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' },
        { Origin: 'http://fire.internal:8080', Host: 'fire.internal:8080' },
        {},
      ]) {
        const response = await login().set(headers).send(CREDENTIALS).expect(200);
        expect(sessionCookie(response)).toBeDefined();
      }
    });
  });

  describe('changes carried by the session cookie', () => {
    it.each([
      ['a foreign Origin', { Origin: EVIL }],
      ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ])('refuses one with %s (403) and changes nothing', async (_name, headers) => {
      const cookie = await signedIn();
      const refused = await api
        .request()
        .put('/api/constants')
        .set('Cookie', cookie)
        .set(CSRF_PROOF)
        .set(headers)
        .send({ companyName: 'Forged' })
        .expect(403);
      expect(refused.body).toMatchObject({ code: 'adminSession.crossSiteRefused' });
      const signOut = await api
        .request()
        .post('/api/admin/logout')
        .set('Cookie', cookie)
        .set(CSRF_PROOF)
        .set(headers)
        .expect(403);
      expect(signOut.body).toMatchObject({ code: 'adminSession.crossSiteRefused' });
      // Nothing happened: still signed in, the constants unchanged.
      await api.request().get('/api/admin/me').set('Cookie', cookie).expect(200);
      const constants = await api.request().get('/api/constants').expect(200);
      expect(constants.body.data.companyName).not.toBe('Forged');
    });

    it("lets the admin page's own changes through, and bearer clients as before", async () => {
      const cookie = await signedIn();
      await api
        .request()
        .post('/api/admin/me/mfa')
        .set('Cookie', cookie)
        .set(CSRF_PROOF)
        .set({ Origin: SITE, 'Sec-Fetch-Site': 'same-origin' })
        .expect(200);
      const token = await api.adminToken();
      await api
        .request()
        .post('/api/admin/me/mfa')
        .set('Authorization', `Bearer ${token}`)
        .set('Origin', EVIL)
        .expect(200);
      // Reads change nothing and stay as they were (a browser sends no SameSite=Strict cookie cross-site).
      await api
        .request()
        .get('/api/admin/me')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
    });
  });
});
