import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { startMariaDb, type MariaDbServer } from '../support/mariadb';
import {
  makeTempDir,
  OPS_ADMIN_PASSWORD,
  OPS_MFA_ENCRYPTION_KEY,
  productionEnv,
  REPO_ROOT,
  startBuiltServer,
  waitFor,
  type BuiltServer,
} from './support/built-server';
import { getJson, sendJson } from './support/site-client';

/** The first admin, as the README's first start prints it. */
const ADMIN = 'admin';
const NEW_MFA_KEY = 'bmV3LW9wcy1tZmEta2V5LWFmdGVyLXJvdGF0aW9uLTA=';
const UNRELATED_MFA_KEY = 'dW5yZWxhdGVkLW1mYS1rZXktb2YtYW5vdGhlci1zaXQ=';

/**
 * Runs a command line exactly as docs/operating.md ("Admins") writes it (through bash, from the
 * repository root) with only the app's settings in the environment; standard input is `input`, or closed.
 */
function operator(
  commandLine: string,
  env: Record<string, string>,
  input?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn('bash', ['-c', commandLine], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stdin?.end(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.once('error', fail);
    child.once('close', (code) => {
      clearTimeout(timer);
      done({ code, output });
    });
  });
}

/** The authenticator app's code for the step `offset` periods from now. */
const totp = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

const login = (server: BuiltServer, username: string, password: string, code?: string) =>
  sendJson<{ data: { token: string; user: { role: string } }; message?: string }>(
    'POST',
    `${server.baseUrl}/api/admin/login`,
    code === undefined ? { username, password } : { username, password, code },
  );

/** The password a command printed (`Password: …`). */
function printedPassword(output: string): string {
  const password = /^Password: (\S+)$/m.exec(output)?.[1];
  if (!password) throw new Error(`no password printed:\n${output}`);
  return password;
}

describe.each(['sqlite', 'mariadb'] as const)('the admin command, as the manual types it (%s)', (engine) => {
  const temp = makeTempDir(`ops-admin-commands-${engine}`);
  let db: MariaDbServer | null = null;
  let env: Record<string, string>;
  let server: BuiltServer | null = null;
  let password = OPS_ADMIN_PASSWORD;

  const restart = async (overrides: Record<string, string> = {}) => {
    await server?.stop();
    server = await startBuiltServer({ ...env, ...overrides });
    return server;
  };

  beforeAll(async () => {
    if (engine === 'mariadb') db = await startMariaDb({ quiet: true, database: 'ops_admin_commands' });
    env = productionEnv(join(temp.dir, 'data'), {
      ADMIN_USERNAME: ADMIN,
      ...(db ? { DATABASE_URL: db.url } : {}),
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    temp.remove();
  });

  it('resets a lost password while the server runs: the printed one signs in; the old one and its sessions no longer do', async () => {
    const running = await restart();
    const before = await login(running, ADMIN, password);
    expect(before.status).toBe(200);
    const reset = await operator('npm run admin -- reset-password admin', env);
    expect(reset).toMatchObject({
      code: 0,
      output: expect.stringContaining('Password changed for "admin".'),
    });
    password = printedPassword(reset.output);
    expect((await login(running, ADMIN, password)).status).toBe(200);
    expect((await login(running, ADMIN, OPS_ADMIN_PASSWORD)).status).toBe(401);
    // The reset ends the account's sessions (each server re-reads an account within a second).
    await waitFor(
      'the old session to be refused',
      async () => (await getJson(`${running.baseUrl}/api/admin/me`, before.body.data.token)).status === 401,
      10_000,
    );
  }, 180_000);

  it('creates another owner, with a printed or a piped password', async () => {
    const created = await operator('npm run admin -- create second.owner', env);
    expect(created).toMatchObject({
      code: 0,
      output: expect.stringContaining('Created admin "second.owner".'),
    });
    const signedIn = await login(server!, 'second.owner', printedPassword(created.output));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.role).toBe('owner');
    // How the password is given, and a taken name, do not depend on the engine: checked once.
    if (engine === 'mariadb') return;
    const piped = await operator(
      'npm run admin -- create third.owner',
      env,
      'A-Piped-Password-For-The-Third\n',
    );
    expect(piped.code).toBe(0);
    expect(piped.output).not.toContain('Password:');
    expect((await login(server!, 'third.owner', 'A-Piped-Password-For-The-Third')).status).toBe(200);
    const taken = await operator('npm run admin -- create second.owner', env);
    expect(taken.code).toBe(1);
  }, 180_000);

  it('rotates the two-factor key: sign-in with a code before, during and after, and once the old key is gone', async () => {
    const token = (await login(server!, ADMIN, password)).body.data.token;
    const started = await sendJson<{ data: { secret: string } }>(
      'POST',
      `${server!.baseUrl}/api/admin/me/mfa`,
      {},
      token,
    );
    const secret = started.body.data.secret;
    // The previous step's code: the sign-ins below use later ones (each step is accepted once).
    // Asked again once if the clock crossed into the next step meanwhile.
    const confirm = () =>
      sendJson('POST', `${server!.baseUrl}/api/admin/me/mfa/confirm`, { code: totp(secret, -1) }, token);
    if ((await confirm()).status !== 200) expect((await confirm()).status).toBe(200);

    // docs/operating.md, "Admin sessions" (rotating the key): the new key in MFA_ENCRYPTION_KEY, the
    // old one kept for reading.
    const rotating = {
      MFA_ENCRYPTION_KEY: NEW_MFA_KEY,
      MFA_ENCRYPTION_PREVIOUS_KEYS: OPS_MFA_ENCRYPTION_KEY,
    };
    await restart(rotating);
    expect((await login(server!, ADMIN, password)).status).toBe(401);
    expect((await login(server!, ADMIN, password, totp(secret))).status).toBe(200);

    // Run with keys that open nothing stored, the command says so and exits 1 (checked once).
    if (engine === 'sqlite') {
      const wrongKeys = await operator('npm run admin -- rotate-mfa-key', {
        ...env,
        MFA_ENCRYPTION_KEY: UNRELATED_MFA_KEY,
      });
      expect(wrongKeys.code).toBe(1);
      expect(wrongKeys.output).toContain('(accounts: admin)');
    }

    const rotated = await operator('npm run admin -- rotate-mfa-key', { ...env, ...rotating });
    expect(rotated.code).toBe(0);
    expect(rotated.output).toContain('Re-encrypted 1 two-factor secret(s)');
    expect(rotated.output).toContain('none under an old key: MFA_ENCRYPTION_PREVIOUS_KEYS may be removed');

    // The old key removed: the code still signs in.
    await restart({ MFA_ENCRYPTION_KEY: NEW_MFA_KEY });
    expect((await login(server!, ADMIN, password, totp(secret, 1))).status).toBe(200);
    env = { ...env, MFA_ENCRYPTION_KEY: NEW_MFA_KEY };
  }, 240_000);

  it('turns two-factor sign-in off for a lost phone', async () => {
    expect((await login(server!, ADMIN, password)).status).toBe(401);
    const disabled = await operator('npm run admin -- disable-mfa admin', env);
    expect(disabled).toMatchObject({ code: 0, output: expect.stringContaining('Two-factor sign-in is off') });
    await waitFor(
      'sign-in without a code',
      async () => (await login(server!, ADMIN, password)).status === 200,
      10_000,
    );
  }, 120_000);

  it('runs the retention dry run, and explains a mistyped command', async () => {
    const dryRun = await operator('npm run admin -- retention --dry-run', env);
    expect(dryRun).toMatchObject({ code: 0, output: expect.stringContaining('nothing was changed') });
    // The engine plays no part below: checked once.
    if (engine === 'mariadb') return;
    const unknown = await operator('npm run admin -- reset-pasword admin', env);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('npm run admin -- reset-password <username>');
    const nobody = await operator('npm run admin -- reset-password nobody', env);
    expect(nobody).toMatchObject({ code: 1, output: expect.stringContaining('No admin named "nobody"') });
  }, 120_000);
});
