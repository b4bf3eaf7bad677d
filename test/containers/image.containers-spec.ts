import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATION_LOCK_NAME } from '../../backend/src/platform/database/migration-lock';
import { getJson } from '../ops/support/site-client';
import { freePort } from '../support/mariadb';
import {
  OPS_ADMIN_PASSWORD,
  OPS_ADMIN_USERNAME,
  OPS_JWT_SECRET,
  OPS_MFA_ENCRYPTION_KEY,
  REPO_ROOT,
  waitFor,
} from '../ops/support/built-server';
import {
  buildArguments,
  caSecretArguments,
  ensureBaseImages,
  holdNamedLock,
  IMAGE,
  imageSize,
  megabytes,
  NODE_BASE_IMAGE,
  podman,
  removeQuietly,
  run,
  runCommand,
  SANDBOX_COMPOSE_FILE,
  seconds,
} from './support/podman';
import { httpsSend, makeTestCertificate, visitInChromium } from './support/browser-checks';
import {
  applyWithUniqueResume,
  checkSiteServes,
  drainDuringStop,
  eraseApplication,
  expectApplicationGone,
  expectApplicationKept,
  waitUntilReady,
  type KeptApplication,
} from './support/site-checks';

/** Figures printed at the end (and copied into docs/deploying.md). */
const figures: string[] = [];
const MIGRATIONS = readdirSync(
  join(REPO_ROOT, 'backend', 'src', 'platform', 'database', 'migrations'),
).filter((file) => file.endsWith('.ts'));
const temp = mkdtempSync(join(tmpdir(), 'containers-'));
/** The release docs/deploying.md's build command tags, and the one the upgrade builds with compose. */
const RELEASES = { first: 'containers-test-1', next: 'containers-test-2' };
const METRICS_TOKEN = 'containers-metrics-token-0123456789abcdef';
/** The site's public name in the compose stack (mapped to 127.0.0.1 for the browser). */
const SITE_HOST = 'www.example.ae';

/** The settings an operator puts in docker/.env (here in a temp file). */
function writeEnvFile(name: string, extra: Record<string, string> = {}): string {
  const file = join(temp, name);
  const settings = {
    JWT_SECRET: OPS_JWT_SECRET,
    MFA_ENCRYPTION_KEY: OPS_MFA_ENCRYPTION_KEY,
    ADMIN_USERNAME: OPS_ADMIN_USERNAME,
    ADMIN_PASSWORD: OPS_ADMIN_PASSWORD,
    PUBLIC_URL: 'https://www.example.ae',
    ...extra,
  };
  writeFileSync(
    file,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
  );
  return file;
}

/** The password a command printed (`Password: …`). */
function printedPassword(output: string): string {
  const password = /^Password: (\S+)/m.exec(output)?.[1];
  if (!password) throw new Error(`no password printed:\n${output}`);
  return password;
}

/** Signs in as `username` and resolves the status. */
async function signIn(baseUrl: string, username: string, password: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** The backup folder named in `npm run backup`'s last line. */
function backupFolder(output: string): string {
  const folder = /Backup written to (\S+)/.exec(output)?.[1];
  if (!folder) throw new Error(`no backup folder in:\n${output}`);
  return folder;
}

beforeAll(async () => {
  const baseOutput = await ensureBaseImages();
  if (baseOutput.trim()) figures.push(baseOutput.trim());
  const started = Date.now();
  // docs/deploying.md's build command (docker build --build-arg APP_VERSION=… -f docker/Dockerfile
  // -t uaq-fire-safety:… -t uaq-fire-safety .) with the local base.
  await podman(buildArguments(RELEASES.first), 1_200_000);
  figures.push(`image build: ${seconds(Date.now() - started)}`);
  const [size, base] = [await imageSize(IMAGE), await imageSize(NODE_BASE_IMAGE)];
  figures.push(
    `image size: ${megabytes(size)} (base ${megabytes(base)}, the project adds ${megabytes(size - base)})`,
  );
  const largest = await podman([
    'run',
    '--rm',
    '--entrypoint',
    'sh',
    IMAGE,
    '-c',
    'du -sm node_modules | cut -f1; du -sm node_modules/* node_modules/@*/* 2>/dev/null | sort -rn | head -8',
  ]);
  const [total, ...packages] = largest.trim().split('\n');
  figures.push(
    `production node_modules: ${total} MB; largest: ${packages.map((line) => line.replace(/\s+node_modules\//, ' MB ')).join(', ')}`,
  );
}, 1_800_000);

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  process.stdout.write(`\nContainer figures:\n${figures.map((line) => `  ${line}`).join('\n')}\n`);
});

describe('the image', () => {
  it('proved at build time that its native parts load, runs as the node user, and declares /app/data', async () => {
    const inspected = JSON.parse(await podman(['image', 'inspect', IMAGE])) as {
      Config: { User: string; Volumes: Record<string, unknown>; Env: string[] };
      // Podman reports it beside Config; it is kept only in Docker's image format.
      Healthcheck?: { Test: string[] };
    }[];
    const [{ Config: config, Healthcheck: healthcheck }] = inspected;
    expect(config.User).toBe('node');
    expect(Object.keys(config.Volumes)).toEqual(['/app/data']);
    expect(healthcheck?.Test).toEqual(['CMD', 'node', 'docker/healthcheck.cjs']);
    // The build secret `ca` was mounted for the installs only: neither the file nor a setting remains.
    expect(JSON.stringify(config)).not.toMatch(/NODE_EXTRA_CA_CERTS|secrets/);
    const secrets = await runCommand('podman', ['run', '--rm', IMAGE, 'ls', '/run/secrets/ca']);
    expect(secrets.code).not.toBe(0);
    const check = await podman(['run', '--rm', IMAGE, 'node', 'docker/native-check.cjs']);
    expect(check).toMatch(/native parts load: better-sqlite3 .*argon2 .*sharp /);
    // No TypeScript, no frontend packages: the server-render build carries what it needs.
    const present = await podman(['run', '--rm', '--entrypoint', 'sh', IMAGE, '-c', 'ls node_modules']);
    expect(
      present.split('\n').filter((name) => ['typescript', 'lucide-react', 'react', 'vite'].includes(name)),
    ).toEqual([]);
  }, 120_000);
});

describe('one container on SQLite (docs/deploying.md: docker run … -v uaq-data:/app/data)', () => {
  const name = 'uaq-fire-safety-test';
  const volume = 'uaq-fire-safety-test-data';
  let port: number;
  let envFile: string;
  let baseUrl: string;
  let token: string;
  let kept: KeptApplication;

  const start = async (): Promise<number> => {
    const started = Date.now();
    await podman([
      'run',
      '-d',
      '--name',
      name,
      '-p',
      `127.0.0.1:${port}:3000`,
      '-v',
      `${volume}:/app/data`,
      '--env-file',
      envFile,
      IMAGE,
    ]);
    await waitUntilReady(baseUrl);
    return Date.now() - started;
  };

  beforeAll(async () => {
    await removeQuietly('container', [name]);
    await removeQuietly('volume', [volume]);
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // A first trial on the office network, over plain HTTP (docs/deploying.md: PUBLIC_URL=http://<address>:3000).
    envFile = writeEnvFile('single.env', { PUBLIC_URL: `http://site.lan:${port}` });
  });
  afterAll(async () => {
    await removeQuietly('container', [name]);
    await removeQuietly('volume', [volume]);
  });

  it('starts, becomes ready, serves the site and lets the admin log in', async () => {
    figures.push(`single container (SQLite), start to ready on a fresh volume: ${seconds(await start())}`);
    token = await checkSiteServes(baseUrl);
  }, 180_000);

  it('on plain HTTP at a LAN address, Chromium loads every asset of the page (nothing upgraded to HTTPS)', async () => {
    const visit = await visitInChromium(`http://site.lan:${port}/`, 'site.lan');
    expect(visit.failed).toEqual([]);
    expect(visit.assetsLoaded).toBeGreaterThan(0);
    expect(visit.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(visit.headers['strict-transport-security']).toBeUndefined();
  }, 120_000);

  it('runs the admin command in the container (docker exec uaq-fire-safety npm run admin -- create …)', async () => {
    const created = await podman(['exec', name, 'npm', 'run', 'admin', '--', 'create', 'night.owner']);
    expect(created).toContain('Created admin "night.owner".');
    expect(await signIn(baseUrl, 'night.owner', printedPassword(created))).toBe(200);
  }, 120_000);

  it('keeps an application and its resume file after the container is removed and run again', async () => {
    kept = await applyWithUniqueResume(baseUrl, token, 'single');
    await podman(['rm', '-f', name]);
    figures.push(`single container, start to ready on the existing volume: ${seconds(await start())}`);
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
  }, 180_000);

  it('backs up while running and restores (docs/deploying.md commands) to the backed-up state, an erasure since the backup replayed', async () => {
    const erased = await applyWithUniqueResume(baseUrl, token, 'erased-after-backup');
    const backup = backupFolder(await podman(['exec', name, 'npm', 'run', 'backup']));
    const later = await applyWithUniqueResume(baseUrl, token, 'after-backup');
    await eraseApplication(baseUrl, token, erased.id);
    await podman(['stop', name]);
    const restored = await podman([
      'run',
      '--rm',
      '-v',
      `${volume}:/app/data`,
      '--env-file',
      envFile,
      IMAGE,
      'npm',
      'run',
      'restore',
      '--',
      backup,
      '--yes',
    ]);
    expect(restored).toMatch(/Restore complete/);
    // docs/operating.md, "Backups": the retention purge after every restore, before the app serves again.
    const purged = await podman([
      'run',
      '--rm',
      '-v',
      `${volume}:/app/data`,
      '--env-file',
      envFile,
      IMAGE,
      'npm',
      'run',
      'admin',
      '--',
      'retention',
      '--purge',
    ]);
    expect(purged).toMatch(/Retention run at/);
    await podman(['start', name]);
    await waitUntilReady(baseUrl);
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
    await expectApplicationGone(baseUrl, token, later.id);
    // In the backup, but erased after it: the record of erasures keeps the applicant gone.
    await expectApplicationGone(baseUrl, token, erased.id);
  }, 180_000);

  it('on SIGTERM (docker stop) turns not ready, drains keep-alive clients and the request in flight, then stops', async () => {
    const report = await drainDuringStop(port, () => podman(['stop', '-t', '30', name]));
    figures.push(
      `single container, stop (SIGTERM to exit, with the 2 s readiness delay): ${seconds(report.stopMs)}`,
    );
    expect(report.inFlight).toBe('HTTP/1.1 201 Created');
    expect(report.sawNotReadyWithConnectionClose).toBe(true);
    expect(report.firstNotReadyOnKeptConnection).toBe(true);
    expect(report.failed).toEqual([]);
    const state = await podman(['inspect', '--format', '{{.State.ExitCode}}', name]);
    expect(state.trim()).toBe('0');
    const logs = await run('podman', ['logs', name]);
    expect(logs).toMatch(/SIGTERM received/);
    expect(logs).not.toMatch(/did not finish within/);
  }, 120_000);
});

describe('the compose stack: app, MySQL-compatible database, Redis (docs/deploying.md: docker compose -f docker/compose.yaml …)', () => {
  const project = 'uaqtest';
  let port: number;
  let httpsPort: number;
  let httpPort: number;
  let certificate: string;
  let baseUrl: string;
  let token: string;
  let kept: KeptApplication;
  const replicas = ['uaqtest-replica-1', 'uaqtest-replica-2', 'uaqtest-replica-3'];
  let composeEnv: NodeJS.ProcessEnv;

  const compose = (args: string[], timeoutMs = 300_000, globalArgs: string[] = []): Promise<string> =>
    run(
      'podman-compose',
      [...globalArgs, '-p', project, '-f', 'docker/compose.yaml', '-f', SANDBOX_COMPOSE_FILE, ...args],
      { timeoutMs, env: composeEnv },
    );
  const bearer = { Authorization: `Bearer ${METRICS_TOKEN}` };
  /** The release the app reports (app_info), scraped on its own port as Prometheus does. */
  const runningVersion = async (): Promise<string | undefined> => {
    const response = await fetch(`${baseUrl}/metrics`, { headers: bearer });
    return /^app_info\{version="([^"]+)"\} 1$/m.exec(await response.text())?.[1];
  };
  const throughProxy = (path: string, options?: Parameters<typeof httpsSend>[4]) =>
    httpsSend(httpsPort, SITE_HOST, certificate, path, options);
  const readyThroughProxy = () =>
    waitFor(
      'the proxy to answer ready',
      async () => (await throughProxy('/api/health/ready')).status === 200,
      120_000,
      250,
    );
  const down = async (): Promise<void> => {
    await removeQuietly('container', replicas);
    await runCommand(
      'podman-compose',
      ['-p', project, '-f', 'docker/compose.yaml', '-f', SANDBOX_COMPOSE_FILE, 'down', '-v'],
      {
        env: composeEnv,
      },
    );
    await removeQuietly('volume', [`${project}_data`, `${project}_database`]);
    await runCommand('podman', ['network', 'rm', '-f', `${project}_default`]);
  };

  beforeAll(async () => {
    [port, httpsPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    baseUrl = `http://127.0.0.1:${port}`;
    const tls = makeTestCertificate(temp, SITE_HOST);
    certificate = tls.certificate;
    composeEnv = {
      ENV_FILE: writeEnvFile('compose.env', {
        DB_NAME: 'fire_safety',
        DB_USER: 'fire_safety',
        DB_PASSWORD: 'compose-test-database-password',
        METRICS_TOKEN,
      }),
      DB_PASSWORD: 'compose-test-database-password',
      APP_PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpPort),
      TLS_CERTIFICATE: tls.pemFile,
      APP_VERSION: RELEASES.first,
    };
    await down();
  }, 120_000);
  afterAll(async () => {
    await down();
    // The upgrade's tag; the first release's stays for the next run's build cache.
    await runCommand('podman', ['rmi', `${IMAGE}:${RELEASES.next}`]);
  }, 120_000);

  it('comes up, becomes ready, serves the site and lets the admin log in', async () => {
    const started = Date.now();
    await compose(['up', '-d', '--no-build']);
    await waitUntilReady(baseUrl, 180_000);
    figures.push(
      `compose stack (MariaDB + Redis), up to ready on fresh volumes: ${seconds(Date.now() - started)}`,
    );
    token = await checkSiteServes(baseUrl);
  }, 300_000);

  it('serves the site over the TLS terminator in Chromium; HTTP is redirected; /metrics and forged addresses stop at the proxy', async () => {
    await readyThroughProxy();
    const visit = await visitInChromium(`https://${SITE_HOST}:${httpsPort}/`, SITE_HOST, {
      acceptCertificate: true,
    });
    expect(visit.failed).toEqual([]);
    expect(visit.assetsLoaded).toBeGreaterThan(0);
    expect(visit.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(visit.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const plain = await fetch(`http://127.0.0.1:${httpPort}/careers`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);

    // Prometheus scrapes the app's own port; through the proxy /metrics does not exist, however spelled.
    expect((await fetch(`${baseUrl}/metrics`, { headers: bearer })).status).toBe(200);
    for (const path of ['/metrics', '/METRICS', '/%6detrics', '/metrics/'])
      expect((await throughProxy(path, { headers: bearer })).status).toBe(404);

    // A visitor's forged X-Forwarded-For, through the proxy or straight at the app's port, never
    // reaches the audit trail; through the proxy the app records the visitor, not the proxy.
    const credentials = JSON.stringify({ username: OPS_ADMIN_USERNAME, password: OPS_ADMIN_PASSWORD });
    const json = { 'Content-Type': 'application/json' };
    const viaProxy = await throughProxy('/api/admin/login', {
      method: 'POST',
      headers: { ...json, 'X-Forwarded-For': '203.0.113.66' },
      body: credentials,
    });
    expect(viaProxy.status).toBe(200);
    const direct = await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { ...json, 'X-Forwarded-For': '203.0.113.77' },
      body: credentials,
    });
    expect(direct.status).toBe(200);
    const audit = await getJson<{ data: { address: string | null }[] }>(
      `${baseUrl}/api/admin/audit?action=sign-in&pageSize=50`,
      token,
    );
    const addresses = new Set(audit.body.data.map((event) => event.address));
    const proxyAddress = (
      await podman([
        'inspect',
        '--format',
        '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}',
        `${project}_proxy_1`,
      ])
    ).trim();
    expect(proxyAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(
      [...addresses].filter((address) =>
        ['203.0.113.66', '203.0.113.77', proxyAddress].includes(address ?? ''),
      ),
    ).toEqual([]);
  }, 300_000);

  it('runs the admin command in the app container (docker compose -f docker/compose.yaml exec app npm run admin -- …)', async () => {
    const created = await compose(['exec', 'app', 'npm', 'run', 'admin', '--', 'create', 'compose.owner']);
    expect(created).toContain('Created admin "compose.owner".');
    expect(await signIn(baseUrl, 'compose.owner', printedPassword(created))).toBe(200);
    const rotation = await compose(['exec', 'app', 'npm', 'run', 'admin', '--', 'rotate-mfa-key']);
    expect(rotation).toContain('none under an old key');
  }, 180_000);

  it('keeps an application and its resume file after down and up', async () => {
    kept = await applyWithUniqueResume(baseUrl, token, 'compose');
    await compose(['down']);
    const started = Date.now();
    await compose(['up', '-d', '--no-build']);
    await waitUntilReady(baseUrl, 180_000);
    figures.push(`compose stack, up to ready on existing volumes: ${seconds(Date.now() - started)}`);
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
  }, 300_000);

  it('backs up while running and restores with `compose run --rm app npm run restore`', async () => {
    const started = Date.now();
    const backup = backupFolder(await compose(['exec', 'app', 'npm', 'run', 'backup']));
    figures.push(`compose backup: ${seconds(Date.now() - started)}`);
    const later = await applyWithUniqueResume(baseUrl, token, 'after-backup');
    await compose(['stop', 'app']);
    expect(await compose(['run', '--rm', 'app', 'npm', 'run', 'restore', '--', backup, '--yes'])).toMatch(
      /Restore complete/,
    );
    await compose(['start', 'app']);
    await waitUntilReady(baseUrl, 120_000);
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
    await expectApplicationGone(baseUrl, token, later.id);
  }, 300_000);

  it('upgrades to a new tag with the docs/deploying.md commands (the container really replaced) and rolls back to the previous tag', async () => {
    const container = `${project}_app_1`;
    const inspect = async () => {
      const [id, image] = (await podman(['inspect', '--format', '{{.Id}} {{.ImageName}}', container]))
        .trim()
        .split(' ');
      return { id, image };
    };
    expect(await runningVersion()).toBe(RELEASES.first);
    const first = await inspect();
    const kept = await applyWithUniqueResume(baseUrl, token, 'before-upgrade');

    // docs/deploying.md, "Upgrading and rolling back": APP_VERSION=<new release> in docker/.env, build the app's image (with
    // the proxy's CA as the build secret ca), then replace the app's container.
    composeEnv.APP_VERSION = RELEASES.next;
    let started = Date.now();
    await compose(['build', 'app'], 900_000, [
      '--podman-build-args',
      [`--build-arg NODE_IMAGE=${NODE_BASE_IMAGE}`, ...caSecretArguments()].join(' '),
    ]);
    figures.push(
      `compose build of the next release's image (layers cached): ${seconds(Date.now() - started)}`,
    );
    started = Date.now();
    await compose(['up', '-d', '--force-recreate', 'app']);
    await waitUntilReady(baseUrl, 180_000);
    figures.push(
      `upgrade (up -d --force-recreate app) to ready, the single instance's downtime: ${seconds(Date.now() - started)}`,
    );
    const upgraded = await inspect();
    expect(upgraded.id).not.toBe(first.id);
    expect(upgraded.image).toBe(`${IMAGE}:${RELEASES.next}`);
    expect(await runningVersion()).toBe(RELEASES.next);
    // The proxy kept running and found the new container.
    await readyThroughProxy();
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);

    // Rollback: the previous tag back in docker/.env, the container replaced again (no build).
    composeEnv.APP_VERSION = RELEASES.first;
    started = Date.now();
    await compose(['up', '-d', '--force-recreate', 'app']);
    await waitUntilReady(baseUrl, 180_000);
    figures.push(
      `rollback (previous tag, up -d --force-recreate app) to ready: ${seconds(Date.now() - started)}`,
    );
    const rolledBack = await inspect();
    expect(rolledBack.image).toBe(`${IMAGE}:${RELEASES.first}`);
    expect(await runningVersion()).toBe(RELEASES.first);
    await readyThroughProxy();
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
  }, 1_200_000);

  it('starts three app replicas at once on a fresh database: all wait for the migration lock, one migrates, all ready', async () => {
    const db = `${project}_db_1`;
    await podman([
      'exec',
      db,
      'mariadb',
      '-uroot',
      '-e',
      "CREATE DATABASE replicas CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci; GRANT ALL ON replicas.* TO 'fire_safety'@'%';",
    ]);
    // The lock is held here until all three are waiting for it, so the test does not depend on
    // whether their starts happen to overlap.
    const lock = await holdNamedLock(db, `${MIGRATION_LOCK_NAME}:replicas`);
    await Promise.all(
      replicas.map((name) =>
        podman([
          'run',
          '-d',
          '--name',
          name,
          '--network',
          `${project}_default`,
          '--env-file',
          String(composeEnv.ENV_FILE),
          '-e',
          'DB_TYPE=mysql',
          '-e',
          'DB_HOST=db',
          '-e',
          'DB_PORT=3306',
          '-e',
          'DB_NAME=replicas',
          '-e',
          'LOG_LEVEL=info',
          IMAGE,
        ]),
      ),
    );
    const waiting = /Waiting for another instance to finish the migrations/;
    for (const name of replicas) {
      await waitFor(
        `${name} to wait for the migration lock`,
        async () => waiting.test(await run('podman', ['logs', name])),
        180_000,
        250,
      );
    }
    await lock.release();
    const released = Date.now();
    // The image's own health check (readiness) inside each replica.
    for (const name of replicas) {
      await waitFor(
        `${name} to be healthy`,
        async () => (await runCommand('podman', ['exec', name, 'node', 'docker/healthcheck.cjs'])).code === 0,
        180_000,
        250,
      );
    }
    figures.push(
      `three replicas waiting on a fresh database, all migrated and ready after the lock's release: ${seconds(Date.now() - released)}`,
    );
    const counts = await podman([
      'exec',
      db,
      'mariadb',
      '-uroot',
      '-N',
      '-e',
      'SELECT name, COUNT(*) FROM replicas.migrations GROUP BY name',
    ]);
    const rows = counts
      .trim()
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows).toHaveLength(MIGRATIONS.length);
    expect(rows.filter(([, count]) => count !== '1')).toEqual([]);
    const logs = await Promise.all(replicas.map((name) => run('podman', ['logs', name])));
    expect(logs.filter((log) => /Ran \d+ migration/.test(log))).toHaveLength(1);
  }, 300_000);
});
