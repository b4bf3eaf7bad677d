import { join } from 'node:path';
import { makeTempDir, REPO_ROOT, startBuiltServer, waitFor, type BuiltServer } from './support/built-server';
import { sendJson } from './support/site-client';

/** `npm start` on a fresh clone: development defaults, a new SQLite file, no settings at all. */
describe('the first start, as a newcomer runs it', () => {
  const temp = makeTempDir('ops-first-start');
  let server: BuiltServer;

  beforeAll(async () => {
    server = await startBuiltServer({
      SITE_DIST_DIR: join(REPO_ROOT, 'frontend', 'dist'),
      SQLITE_PATH: join(temp.dir, 'site.sqlite'),
      UPLOADS_DIR: join(temp.dir, 'uploads'),
    });
    await waitFor('the site address to be printed', async () => server.output().includes('Site running at'));
  });
  afterAll(async () => {
    await server?.stop();
    temp.remove();
  });

  it('ends with the admin login and the address, not with log lines', () => {
    const lines = server.output().trimEnd().split('\n');
    const loginBox = lines.findIndex((line) => line === 'First admin account created.');
    expect(loginBox).toBeGreaterThanOrEqual(0);
    expect(lines.slice(loginBox)).toEqual([
      'First admin account created.',
      '  Username: admin',
      expect.stringMatching(/^ {2}Password: \S{20,}$/),
      '  (shown once; change it with: npm run admin -- reset-password admin)',
      '',
      `Site running at http://localhost:${server.port}  (admin area: http://localhost:${server.port}/admin/careers)`,
    ]);
  });

  it("keeps Nest's route and module chatter out of the default log", () => {
    expect(server.output()).not.toContain('Mapped {');
    expect(server.output()).not.toContain('dependencies initialized');
  });

  it('prints a login that works', async () => {
    const password = /Password: (\S+)/.exec(server.output())?.[1];
    const response = await sendJson('POST', `${server.baseUrl}/api/admin/login`, {
      username: 'admin',
      password,
    });
    expect(response.status).toBe(200);
  });
});
