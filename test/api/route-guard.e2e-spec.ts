import { AuthTokensService } from '../../backend/src/accounts/auth-tokens.service';
import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService } from '@nestjs/core';
import { AUTH_MESSAGES, INTERVIEW_MESSAGES, INTERVIEWER_MESSAGES } from '@uaq/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { IS_PUBLIC_KEY } from '../../backend/src/platform/common/decorators/public.decorator';
import { REPO_ROOT, startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { registeredRoutes, send } from '../support/route-table';

/**
 * The only API routes anyone may call without an admin session. A new route is guarded unless it is
 * added here on purpose (and marked @Public() in its controller).
 */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/constants',
  'POST /api/admin/login',
  'POST /api/contact',
  'POST /api/quote-requests',
  'GET /api/projects',
  'GET /api/projects/photos/:file',
  'GET /api/projects/:slug',
  'GET /api/careers/public',
  'GET /api/careers/public/:id',
  'POST /api/job-applications',
  // The applicant's interview answer: the signed token in the path is the credential.
  'GET /api/interview-answers/:token',
  'POST /api/interview-answers',
  'POST /api/interview-answers/:token',
  // The applicant's offer answer: the signed token (in the link's path, then the form's body) is the credential.
  'GET /api/offer-answers/:token',
  'POST /api/offer-answers',
  // A tracking link: counts the click, redirects to the apply page.
  'GET /api/careers/links/:ref',
  // The applicant's status page: its link's token in the body stands in for a session.
  'POST /api/applicant-status',
  'POST /api/applicant-status/withdraw',
  'POST /api/applicant-status/erasure',
  'POST /api/applicant-status/export',
  'POST /api/applicant-status/resume',
  'POST /api/applicant-status/phone',
  'POST /api/applicant-status/email',
  'POST /api/applicant-status/email/confirm',
  'POST /api/applicant-status/revoke',
  'POST /api/applicant-status/link',
]);
/** The OpenAPI document and its viewer are public documentation of the routes, not data. */
const PUBLIC_API_PREFIXES = ['GET /api/docs'];

/** Routes only an owner may call (everyone else: 403). */
const OWNER_ONLY_ROUTES = new Set([
  'GET /api/admin/users',
  'POST /api/admin/users',
  'PATCH /api/admin/users/:id',
  'GET /api/admin/security-settings',
  'PUT /api/admin/security-settings',
  'GET /api/admin/audit',
]);

/** What an account with a step to take first (new password, second factor) may still call. */
const PENDING_ROUTES = new Set([
  'GET /api/admin/me',
  'PATCH /api/admin/me',
  'POST /api/admin/me/password',
  'POST /api/admin/me/mfa',
  'POST /api/admin/me/mfa/confirm',
]);

/** Routes every install has; proves the listing below really sees the app's routes. */
const KNOWN_ADMIN_ROUTES = [
  'GET /api/admin/me',
  'PUT /api/constants',
  'GET /api/admin/enquiries',
  'PATCH /api/admin/enquiries/:id',
  'DELETE /api/admin/enquiries/:id',
];

/** Each controller class of backend/src and the name of the file that declares it. */
function controllerFiles(): Map<string, string> {
  const source = join(REPO_ROOT, 'backend/src');
  const files = new Map<string, string>();
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.controller.ts')) continue;
    for (const [, name] of readFileSync(join(source, file), 'utf8').matchAll(
      /export class (\w+Controller)\b/g,
    )) {
      files.set(name, basename(file));
    }
  }
  return files;
}

/** `AdminCareersController` → `admin-careers.controller.ts`. */
function fileNameOf(controller: string): string {
  const words = controller.replace(/Controller$/, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2');
  return `${words.toLowerCase()}.controller.ts`;
}

function isPublic(route: string): boolean {
  if (PUBLIC_API_ROUTES.has(route)) return true;
  if (PUBLIC_API_PREFIXES.some((prefix) => route.startsWith(prefix))) return true;
  // Outside /api only the site lives (pages, robots.txt, sitemap.xml), and only for reading.
  const [method, path] = route.split(' ');
  return !path.startsWith('/api') && (method === 'GET' || method === 'HEAD');
}

/**
 * The guard refused the call: a 401, or a 403 other than those of the interviewer's desk, which
 * come from behind the guard (the caller sits on no panel of that application or interview).
 */
function refusedByGuard(response: { status: number; body: { message?: string } }): boolean {
  const panelRefusals: string[] = [INTERVIEWER_MESSAGES.notAssigned, INTERVIEW_MESSAGES.notInterviewer];
  return (
    response.status === 401 ||
    (response.status === 403 && !panelRefusals.includes(response.body.message ?? ''))
  );
}

describe.each(TEST_ENGINES)('Every route is guarded unless listed as public (%s)', (engine) => {
  let api: ApiTestApp;
  let routes: string[];
  beforeAll(async () => {
    api = await startApiApp(engine);
    routes = registeredRoutes(api);
  });
  afterAll(() => api.close());

  it('sees the routes the app registered, admin ones included', () => {
    expect(routes).toEqual(expect.arrayContaining(KNOWN_ADMIN_ROUTES));
  });

  it('serves the job feeds at the site root, open to everyone like the sitemap', async () => {
    const feeds = ['GET /jobs.xml', 'GET /jobs.rss', 'GET /ar/jobs.xml', 'GET /ar/jobs.rss'];
    expect(routes).toEqual(expect.arrayContaining(feeds));
    for (const route of feeds) {
      expect(isPublic(route)).toBe(true);
      await send(api, route).expect(200);
    }
  });

  it('lists no public route that the app does not have (the allow-list stays true)', () => {
    expect([...PUBLIC_API_ROUTES].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('names who may call a controller in its file name: admin-*.controller.ts all guarded, the others all public', () => {
    const files = controllerFiles();
    const wrong: string[] = [];
    for (const { metatype } of api.app.get(DiscoveryService).getControllers()) {
      const controller = metatype as unknown as { name: string; prototype: Record<string, unknown> };
      const file = files.get(controller.name) ?? `(no file declares ${controller.name})`;
      if (file !== fileNameOf(controller.name)) wrong.push(`${controller.name} is declared in ${file}`);
      const admin = file.startsWith('admin-');
      const publicController = Reflect.getMetadata(IS_PUBLIC_KEY, controller) === true;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const route = name !== 'constructor' && typeof handler === 'function';
        if (!route || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const publicRoute = publicController || Reflect.getMetadata(IS_PUBLIC_KEY, handler) === true;
        if (publicRoute === admin) wrong.push(`${file}: ${name}() is ${publicRoute ? 'public' : 'guarded'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 "Authentication required" on every other route without a token', async () => {
    const unguarded: string[] = [];
    for (const route of routes.filter((candidate) => !isPublic(candidate))) {
      const response = await send(api, route);
      const body = response.body as { message?: string };
      if (response.status !== 401 || body.message !== AUTH_MESSAGES.authenticationRequired) {
        unguarded.push(`${route} → ${response.status}`);
      }
    }
    expect(unguarded).toEqual([]);
  });

  it('refuses a resume download token on every guarded route', async () => {
    const owner = await api
      .request()
      .get('/api/admin/me')
      .set('Authorization', `Bearer ${await api.adminToken()}`);
    const { token } = await api.app.get(AuthTokensService).signResumeDownloadToken(1, owner.body.data);
    const accepted: string[] = [];
    for (const route of routes.filter((candidate) => !isPublic(candidate))) {
      const response = await send(api, route, token);
      if (response.status !== 401) accepted.push(`${route} → ${response.status}`);
    }
    expect(accepted).toEqual([]);
  });

  describe('roles and pending steps', () => {
    /** A ready hr account's token, and one still on its one-time password. */
    let hrToken: string;
    let pendingToken: string;
    beforeAll(async () => {
      const owner = { Authorization: `Bearer ${await api.adminToken()}` };
      const add = async (username: string) => {
        const response = await api
          .request()
          .post('/api/admin/users')
          .set(owner)
          .send({ username, role: 'hr' });
        return response.body.data.oneTimePassword as string;
      };
      const signIn = async (username: string, password: string) => {
        const response = await api.request().post('/api/admin/login').send({ username, password });
        return response.body.data.token as string;
      };
      const hrPassword = await add('route.hr');
      const first = await signIn('route.hr', hrPassword);
      const changed = await api
        .request()
        .post('/api/admin/me/password')
        .set('Authorization', `Bearer ${first}`)
        .send({ currentPassword: hrPassword, newPassword: 'Route-Hr-Password-01' });
      hrToken = changed.body.data.token;
      pendingToken = await signIn('route.pending', await add('route.pending'));
    });
    // Sign-out ends the caller's sessions: called on its own, last.
    const guarded = () => routes.filter((route) => !isPublic(route) && route !== 'POST /api/admin/logout');

    it('hr gets 403 on the owner-only routes and through everywhere else', async () => {
      const wrong: string[] = [];
      for (const route of guarded()) {
        const response = await send(api, route, hrToken);
        const ownerOnly = OWNER_ONLY_ROUTES.has(route);
        if (ownerOnly ? response.status !== 403 : refusedByGuard(response))
          wrong.push(`${route} → ${response.status}`);
      }
      expect(wrong).toEqual([]);
    });

    it('an owner gets through everywhere', async () => {
      const refused: string[] = [];
      for (const route of guarded()) {
        const response = await send(api, route, await api.adminToken());
        if (refusedByGuard(response)) refused.push(`${route} → ${response.status}`);
      }
      expect(refused).toEqual([]);
    });

    it('an account on its one-time password reaches only its own profile, password, two-factor set-up and sign-out', async () => {
      const wrong: string[] = [];
      for (const route of guarded()) {
        const response = await send(api, route, pendingToken);
        const allowed = PENDING_ROUTES.has(route);
        const refused = response.status === 403 || response.status === 401;
        if (allowed === refused) {
          wrong.push(`${route} → ${response.status}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('signs out with POST /api/admin/logout, for any role', async () => {
      for (const token of [hrToken, pendingToken]) {
        await send(api, 'POST /api/admin/logout', token).expect(200);
        await send(api, 'GET /api/admin/me', token).expect(401);
      }
    });
  });

  it('lets the public routes through without a token', async () => {
    const refused: string[] = [];
    for (const route of routes.filter(isPublic)) {
      const response = await send(api, route);
      if (response.status === 401) refused.push(route);
    }
    expect(refused).toEqual([]);
  });
});
