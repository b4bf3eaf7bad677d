import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATION_LOCK_NAME } from '../../backend/src/platform/database/migration-lock';
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
import {
  applyWithUniqueResume,
  checkSiteServes,
  drainDuringStop,
  expectApplicationGone,
  expectApplicationKept,
  waitUntilReady,
  type KeptApplication,
} from './support/site-checks';

/** Figures printed at the end (and copied into the README). */
const figures: string[] = [];
const MIGRATIONS = readdirSync(
  join(REPO_ROOT, 'backend', 'src', 'platform', 'database', 'migrations'),
).filter((file) => file.endsWith('.ts'));
const temp = mkdtempSync(join(tmpdir(), 'containers-'));

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
  // The README's build command (docker build -f docker/Dockerfile -t uaq-fire-safety .) with the local base.
  await podman(buildArguments(), 1_200_000);
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

describe('one container on SQLite (README: docker run … -v uaq-data:/app/data)', () => {
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
    envFile = writeEnvFile('single.env');
  });
  afterAll(async () => {
    await removeQuietly('container', [name]);
    await removeQuietly('volume', [volume]);
  });

  it('starts, becomes ready, serves the site and lets the admin log in', async () => {
    figures.push(`single container (SQLite), start to ready on a fresh volume: ${seconds(await start())}`);
    token = await checkSiteServes(baseUrl);
  }, 180_000);

  it('keeps an application and its resume file after the container is removed and run again', async () => {
    kept = await applyWithUniqueResume(baseUrl, token, 'single');
    await podman(['rm', '-f', name]);
    figures.push(`single container, start to ready on the existing volume: ${seconds(await start())}`);
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
  }, 180_000);

  it('backs up while running and restores (README commands) to the backed-up state', async () => {
    const backup = backupFolder(await podman(['exec', name, 'npm', 'run', 'backup']));
    const later = await applyWithUniqueResume(baseUrl, token, 'after-backup');
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
    await podman(['start', name]);
    await waitUntilReady(baseUrl);
    token = await checkSiteServes(baseUrl);
    await expectApplicationKept(baseUrl, token, kept);
    await expectApplicationGone(baseUrl, token, later.id);
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

describe('the compose stack: app, MySQL-compatible database, Redis (README: docker compose -f docker/compose.yaml …)', () => {
  const project = 'uaqtest';
  let port: number;
  let baseUrl: string;
  let token: string;
  let kept: KeptApplication;
  const replicas = ['uaqtest-replica-1', 'uaqtest-replica-2', 'uaqtest-replica-3'];
  let composeEnv: NodeJS.ProcessEnv;

  const compose = (args: string[], timeoutMs = 300_000): Promise<string> =>
    run('podman-compose', ['-p', project, '-f', 'docker/compose.yaml', '-f', SANDBOX_COMPOSE_FILE, ...args], {
      timeoutMs,
      env: composeEnv,
    });
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
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    composeEnv = {
      ENV_FILE: writeEnvFile('compose.env', {
        DB_NAME: 'fire_safety',
        DB_USER: 'fire_safety',
        DB_PASSWORD: 'compose-test-database-password',
        REDIS_URL: 'redis://redis:6379',
      }),
      DB_PASSWORD: 'compose-test-database-password',
      APP_PORT: String(port),
    };
    await down();
  }, 120_000);
  afterAll(() => down(), 120_000);

  it('comes up, becomes ready, serves the site and lets the admin log in', async () => {
    const started = Date.now();
    await compose(['up', '-d', '--no-build']);
    await waitUntilReady(baseUrl, 180_000);
    figures.push(
      `compose stack (MariaDB + Redis), up to ready on fresh volumes: ${seconds(Date.now() - started)}`,
    );
    token = await checkSiteServes(baseUrl);
  }, 300_000);

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
