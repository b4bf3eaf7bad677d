import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FAILURE_DIR, REPO_ROOT, TMP_DIR, type BrowserServerInfo } from './server-info';

const SERVER_ENTRY = join(REPO_ROOT, 'backend', 'dist', 'main.js');
const CLIENT_DIST = join(REPO_ROOT, 'frontend', 'dist', 'client');
const START_TIMEOUT_MS = 60_000;

declare global {
  var __BROWSER_SERVER__: ChildProcess | undefined;
  var __BROWSER_WORK_DIR__: string | undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `test/run-all.sh` builds first; a direct `npm run test:browser` on a fresh clone builds here. */
function ensureBuilt(): void {
  if (existsSync(SERVER_ENTRY) && existsSync(CLIENT_DIST)) return;
  console.info('[browser] frontend/dist/client or backend/dist/main.js missing: running `npm run build`');
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0)
    throw new Error('[browser] `npm run build` failed; the browser suite needs the built site');
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-40).join('\n') : '(no log)';
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `[browser] server exited with code ${server.exitCode} before it was healthy:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `[browser] server not healthy after ${START_TIMEOUT_MS} ms (${lastProblem}):\n${tail(logFile)}`,
  );
}

async function login(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) {
    throw new Error(
      `[browser] admin login failed during setup: HTTP ${response.status} ${JSON.stringify(body)}`,
    );
  }
  return body.data.token;
}

/** Starts the production server (built site + API) on a free port with a fresh SQLite database. */
export default async function globalSetup(): Promise<void> {
  ensureBuilt();
  mkdirSync(TMP_DIR, { recursive: true });
  // Screenshots of failures describe the latest run only.
  rmSync(FAILURE_DIR, { recursive: true, force: true });
  const workDir = mkdtempSync(join(tmpdir(), 'browser-suite-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const adminUsername = 'qa-admin';
  const adminPassword = `Qa-${randomBytes(12).toString('base64url')}-9x`;
  const logFile = join(workDir, 'server.log');
  const jwtSecret = randomBytes(48).toString('hex');
  // A private copy of the built site: a rebuild in the working tree during the run (new hashed
  // asset names) must not break the pages this server already sent. The server-rendering bundle
  // resolves its packages through a node_modules link beside the copy.
  const siteDist = join(workDir, 'site');
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(workDir, 'node_modules'), 'dir');
  cpSync(join(REPO_ROOT, 'frontend', 'dist'), siteDist, { recursive: true });

  // Start from a clean environment for the variables the server reads, so a developer's
  // DATABASE_URL or REDIS_URL never points the suite at a real database.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(DB_|DATABASE_URL|REDIS_URL|JWT_|ADMIN_|SQLITE_PATH|UPLOADS_DIR|TRUST_PROXY|SMTP_URL|MAIL_)/.test(
          key,
        ),
    ),
  );
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SQLITE_PATH: join(workDir, 'site.sqlite'),
    UPLOADS_DIR: join(workDir, 'uploads'),
    // No SMTP server: e-mails become .eml files here, which the mail suite reads.
    MAIL_OUTBOX_DIR: join(workDir, 'mail'),
    MAIL_POLL_INTERVAL_MS: '200',
    SITE_DIST_DIR: siteDist,
    JWT_SECRET: jwtSecret,
    MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ADMIN_USERNAME: adminUsername,
    ADMIN_PASSWORD: adminPassword,
    // The suites create the jobs they need through the API, so each one states its own data.
    SEED_SAMPLE_JOBS: 'false',
    // Admin edits must show on the public pages at once.
    PUBLIC_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'warn',
    // Each suite speaks as visitors of its own (X-Forwarded-For through a proxy on loopback), so the
    // forms one file sends never use up the per-address allowance another file's journeys need.
    TRUST_PROXY: 'loopback',
  };

  console.info(`[browser] starting production server on ${baseUrl} (log: ${logFile})`);
  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  globalThis.__BROWSER_SERVER__ = server;
  globalThis.__BROWSER_WORK_DIR__ = workDir;

  try {
    await waitForHealth(baseUrl, server, logFile);
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  const adminToken = await login(baseUrl, adminUsername, adminPassword);

  const info: BrowserServerInfo = {
    baseUrl,
    adminUsername,
    adminPassword,
    adminToken,
    jwtSecret,
    workDir,
    pid: server.pid ?? 0,
  };
  // Per run (two runs may share a working tree): the test files find it through this variable.
  const infoFile = join(workDir, 'server.json');
  writeFileSync(infoFile, JSON.stringify(info, null, 2));
  process.env.BROWSER_SERVER_INFO = infoFile;
}
