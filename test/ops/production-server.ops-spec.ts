import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startMariaDb, type MariaDbServer } from '../support/mariadb';
import {
  makeTempDir,
  OPS_ADMIN_PASSWORD,
  OPS_JWT_SECRET,
  productionEnv,
  REPO_ROOT,
  runUntilExit,
  sleep,
  startBuiltServer,
  waitFor,
  type BuiltServer,
} from './support/built-server';
import {
  applyWithResume,
  createJob,
  getJson,
  logIn,
  OPS_APPLICANT,
  OPS_ENQUIRY,
  sendJson,
} from './support/site-client';

/** Runs the image's HEALTHCHECK command (docker/healthcheck.cjs) against a port; resolves its exit code. */
function imageHealthCheck(port: number): Promise<number> {
  return new Promise((done) => {
    const child = execFile(process.execPath, [join(REPO_ROOT, 'docker', 'healthcheck.cjs')], {
      env: { PATH: process.env.PATH, PORT: String(port) },
    });
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** The Dockerfile's runtime, outside a container: `node backend/dist/main.js`, production, MariaDB. */
describe('the built server in production on MariaDB', () => {
  let db: MariaDbServer;
  const temp = makeTempDir('ops-production');
  const env = (overrides: Record<string, string> = {}): Record<string, string> =>
    productionEnv(temp.dir, { DATABASE_URL: db.url, ...overrides });

  beforeAll(async () => {
    db = await startMariaDb({ quiet: true, database: 'ops_production' });
  });
  afterAll(async () => {
    await db?.stop();
    temp.remove();
  });

  it('refuses to start without JWT_SECRET and says so', async () => {
    const { JWT_SECRET: _unset, ...withoutSecret } = env();
    const result = await runUntilExit(withoutSecret);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toMatch(/JWT_SECRET/);
  });

  describe('started with the production settings', () => {
    let server: BuiltServer;
    beforeAll(async () => {
      server = await startBuiltServer(env({ LOG_LEVEL: 'info' }));
    });
    afterAll(async () => {
      if (server && server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    });

    it('passes the image health check: /api/health is 200 with the database up', async () => {
      const health = await getJson(`${server.baseUrl}/api/health`);
      expect(health).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
      await expect(imageHealthCheck(server.port)).resolves.toBe(0);
    });

    it('serves the site and the API on the same port', async () => {
      const page = await fetch(`${server.baseUrl}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const jobs = await getJson(`${server.baseUrl}/api/careers/public`);
      expect(jobs).toMatchObject({ status: 200, body: { success: true, data: [] } });
    });

    it('turns not ready while the database is down and recovers by itself', async () => {
      await db.pause();
      const down = await waitFor('health to report the database down', async () => {
        const health = await getJson(`${server.baseUrl}/api/health`);
        return health.status === 503 ? health : undefined;
      });
      expect(down.body).toMatchObject({ database: 'down' });
      await expect(imageHealthCheck(server.port)).resolves.not.toBe(0);

      await db.resume();
      const up = await waitFor('health to recover', async () => {
        const health = await getJson(`${server.baseUrl}/api/health`);
        return health.status === 200 ? health : undefined;
      });
      expect(up.body).toEqual({ status: 'ok', database: 'up' });
      await expect(getJson(`${server.baseUrl}/api/careers/public`)).resolves.toMatchObject({ status: 200 });
    });

    it('logs one JSON line per request with its id, and no password, token or personal data', async () => {
      const token = await logIn(server.baseUrl);
      const job = await createJob(server.baseUrl, token);
      await applyWithResume(server.baseUrl, job.id);
      const enquiry = await sendJson('POST', `${server.baseUrl}/api/contact`, OPS_ENQUIRY);
      expect(enquiry.status).toBe(201);
      const login = await sendJson('POST', `${server.baseUrl}/api/admin/login`, {
        username: 'ops-admin',
        password: 'a-wrong-password-for-the-log-test',
      });
      expect(login.status).toBe(401);
      const requestId = login.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      const missing = await fetch(`${server.baseUrl}/api/no-such-endpoint`);
      expect(missing.status).toBe(404);
      const missingId = missing.headers.get('x-request-id') as string;
      await missing.arrayBuffer();

      const output = await waitFor('the request log lines', async () => {
        const text = server.output();
        return text.includes(requestId as string) && text.includes(missingId) ? text : undefined;
      });
      const lines = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map(
          (line) =>
            JSON.parse(line) as {
              msg?: string;
              req?: { id?: string; method?: string };
              res?: { statusCode?: number };
              route?: string | null;
              path?: string | null;
            },
        );
      // The answered request's line: its route pattern and the path with public parameters only.
      expect(lines.find((line) => line.req?.id === requestId && line.res)).toMatchObject({
        req: { method: 'POST' },
        route: '/api/admin/login',
        path: '/api/admin/login',
        res: { statusCode: 401 },
      });
      // A failed sign-in is logged for the operator: the address and the account's id, never the password.
      expect(output).toMatch(/Failed sign-in from (::ffff:)?127\.0\.0\.1 \(account \d+\)/);
      // What the application logs while answering a request carries that request's id.
      expect(lines.find((line) => line.msg?.startsWith('Failed sign-in'))).toMatchObject({
        req: { id: requestId, method: 'POST' },
      });
      expect(lines.filter((line) => line.path === '/api/job-applications')).toHaveLength(1);
      // Once per request, also a GET under /api (Nest's overlapping middleware routes once logged it twice).
      expect(lines.filter((line) => line.req?.id === missingId && line.res)).toHaveLength(1);
      // The hot public reads and the health check are left out (@SkipRequestLog()).
      expect(lines.filter((line) => /^\/api\/(careers\/public|health)/.test(line.route ?? ''))).toEqual([]);

      const secrets = [
        OPS_ADMIN_PASSWORD,
        'a-wrong-password-for-the-log-test',
        token,
        token.split('.')[2],
        OPS_JWT_SECRET,
        OPS_APPLICANT.email,
        OPS_APPLICANT.firstName,
        OPS_APPLICANT.lastName,
        OPS_APPLICANT.phone,
        OPS_ENQUIRY.email,
        OPS_ENQUIRY.name,
      ];
      expect(secrets.filter((secret) => output.includes(secret))).toEqual([]);
    });

    it('on SIGTERM finishes the request in flight, refuses new ones, then exits', async () => {
      const body = JSON.stringify({ ...OPS_ENQUIRY, email: 'in-flight@example.net' });
      const socket = connect(server.port, '127.0.0.1');
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString('utf8')));
      await new Promise<void>((done) => socket.once('connect', () => done()));
      const half = Math.floor(body.length / 2);
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
      );
      // Let the headers and half the body arrive, so the request is in flight when the signal comes.
      await sleep(300);
      server.child.kill('SIGTERM');
      await waitFor('the shutdown to begin', async () => server.output().includes('SIGTERM received'));
      await waitFor('new connections to be refused', async () => {
        try {
          await fetch(`${server.baseUrl}/api/health`);
          return false;
        } catch {
          return true;
        }
      });

      // Not socket.end(): a half-closed client connection makes Node abort the request.
      socket.write(body.slice(half));
      await waitFor('the reply to the request in flight', async () => /\r\n\r\n/.test(reply));
      socket.destroy();
      expect(reply).toMatch(/^HTTP\/1\.1 201 /);
      const exit = await server.exited;
      expect(exit.signal === 'SIGTERM' || exit.code === 0).toBe(true);
      expect(server.output()).not.toMatch(/did not finish within/);
    });
  });
});
