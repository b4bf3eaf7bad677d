import { AuthTokensService } from '../../backend/src/auth/auth-tokens.service';
import { AUTH_MESSAGES } from '../../backend/src/contract/api-contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

/**
 * The only API routes anyone may call without an admin session. A new route is guarded unless it is
 * added here on purpose (and marked @Public() in its controller).
 */
const PUBLIC_API_ROUTES = new Set([
  'GET /api/health',
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
  // The site's catch-all: unknown /api paths get the JSON 404 from it.
  'GET /api',
  'GET /api/{*sitePath}',
]);
/** The OpenAPI document and its viewer are public documentation of the routes, not data. */
const PUBLIC_API_PREFIXES = ['GET /api/docs'];

/** Routes every install has; proves the listing below really sees the app's routes. */
const KNOWN_ADMIN_ROUTES = [
  'GET /api/admin/me',
  'PUT /api/constants',
  'GET /api/admin/enquiries',
  'PATCH /api/admin/enquiries/:id',
  'DELETE /api/admin/enquiries/:id',
];

/** Express's method set for `app.use`-style layers (middleware), which are not endpoints. */
const ALL_METHODS_THRESHOLD = 20;

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every endpoint Express will dispatch to, as "METHOD /path", from the router's own stack. */
function registeredRoutes(api: ApiTestApp): string[] {
  const express = api.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method]);
    if (methods.length >= ALL_METHODS_THRESHOLD) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const method of methods) routes.add(`${method.toUpperCase()} ${path.replace(/\\/g, '')}`);
    }
  }
  return [...routes].sort();
}

function isPublic(route: string): boolean {
  if (PUBLIC_API_ROUTES.has(route)) return true;
  if (PUBLIC_API_PREFIXES.some((prefix) => route.startsWith(prefix))) return true;
  // Outside /api only the site lives (pages, robots.txt, sitemap.xml), and only for reading.
  const [method, path] = route.split(' ');
  return !path.startsWith('/api') && (method === 'GET' || method === 'HEAD');
}

/** A concrete URL for a route pattern: parameters become 1, wildcards a plain segment. */
function exampleUrl(path: string): string {
  return path
    .replace(/\{\/?\*\w+\}/g, '/x')
    .replace(/:\w+/g, '1')
    .replace(/\/\/+/g, '/');
}

function send(api: ApiTestApp, route: string, token?: string) {
  const [method, path] = route.split(' ');
  const client = api.request();
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const call = client[verb](exampleUrl(path));
  if (token) call.set('Authorization', `Bearer ${token}`);
  return call;
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

  it('lists no public route that the app does not have (the allow-list stays true)', () => {
    expect([...PUBLIC_API_ROUTES].filter((route) => !routes.includes(route))).toEqual([]);
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
    const { token } = await api.app.get(AuthTokensService).signResumeDownloadToken(1);
    const accepted: string[] = [];
    for (const route of routes.filter((candidate) => !isPublic(candidate))) {
      const response = await send(api, route, token);
      if (response.status !== 401) accepted.push(`${route} → ${response.status}`);
    }
    expect(accepted).toEqual([]);
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
