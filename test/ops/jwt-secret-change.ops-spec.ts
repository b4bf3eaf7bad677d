import { startMariaDb, type MariaDbServer } from '../support/mariadb';
import {
  makeTempDir,
  OPS_ADMIN_PASSWORD,
  OPS_ADMIN_USERNAME,
  productionEnv,
  startBuiltServer,
  type BuiltServer,
} from './support/built-server';
import { getJson, logIn } from './support/site-client';

const OLD_SECRET = 'ops-old-jwt-secret-9f2d41c7a8e35b60d19c7e4f2a8b3d5c';
const NEW_SECRET = 'ops-new-jwt-secret-4b8e1f6a2c9d73e05a1b8c6d4e2f9a7b';
const FOREIGN_SECRET = 'ops-foreign-jwt-secret-7c3e9a1d5b2f8e4c6a0d9b7e3f1c5a8d';

/** Signs in through the admin page's way as well: the session cookie, for cookie-carried requests. */
async function signInWithCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: OPS_ADMIN_USERNAME, password: OPS_ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('admin_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

/**
 * docs/operating.md, "Changing JWT_SECRET": two servers on one database while the change rolls from one to the
 * other, each signing with its own current secret and accepting the other's (JWT_ACCEPTED_SECRETS).
 * A signed-in admin whose requests alternate between them is never signed out.
 */
describe('changing JWT_SECRET across two servers without signing anyone out', () => {
  const temp = makeTempDir('ops-jwt-change');
  let db: MariaDbServer;
  let servers: BuiltServer[] = [];
  beforeAll(async () => {
    db = await startMariaDb({ quiet: true, database: 'ops_jwt_change' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.stop();
    temp.remove();
  });

  const start = (secret: string, accepted: string) =>
    startBuiltServer(
      productionEnv(temp.dir, {
        DATABASE_URL: db.url,
        JWT_SECRET: secret,
        ...(accepted ? { JWT_ACCEPTED_SECRETS: accepted } : {}),
      }),
    );
  const me = (server: BuiltServer, credential: { token?: string; cookie?: string }) =>
    fetch(`${server.baseUrl}/api/admin/me`, {
      headers: credential.token
        ? { Authorization: `Bearer ${credential.token}` }
        : { Cookie: credential.cookie ?? '' },
    }).then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    });

  it('accepts each server’s sessions on the other while their current secrets differ; a third secret gets 401', async () => {
    // Mid-change: the first server still signs with the old secret and already accepts the new
    // one; the second signs with the new one and still accepts the old.
    servers = await Promise.all([start(OLD_SECRET, NEW_SECRET), start(NEW_SECRET, OLD_SECRET)]);
    const [first, second] = servers;
    const sessions = [
      { token: await logIn(first.baseUrl) },
      { token: await logIn(second.baseUrl) },
      { cookie: await signInWithCookie(first.baseUrl) },
      { cookie: await signInWithCookie(second.baseUrl) },
    ];
    const statuses: number[] = [];
    // Each session's requests alternate between the servers, as behind a round-robin balancer.
    for (let round = 0; round < 5; round += 1) {
      for (const session of sessions) {
        for (const server of servers) statuses.push(await me(server, session));
      }
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(40);

    // A token signed with a secret neither server has is refused by both.
    const stranger = await start(FOREIGN_SECRET, '');
    servers.push(stranger);
    const foreign = { token: await logIn(stranger.baseUrl) };
    expect(await me(first, foreign)).toBe(401);
    expect(await me(second, foreign)).toBe(401);
  }, 240_000);

  it('after the change, without the old secret, sessions signed with it end; those signed with the new one go on', async () => {
    const [first, second] = servers;
    const oldSession = { token: await logIn(first.baseUrl) };
    const newSession = { token: await logIn(second.baseUrl) };
    await Promise.all(servers.map((server) => server.stop()));
    servers = [await start(NEW_SECRET, '')];
    const [after] = servers;
    expect(await me(after, newSession)).toBe(200);
    expect(await me(after, oldSession)).toBe(401);
    // Signing in again works at once.
    const renewed = await getJson(`${after.baseUrl}/api/admin/me`, await logIn(after.baseUrl));
    expect(renewed.status).toBe(200);
  }, 240_000);
});
