import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { variablesTheBackendReads } from './support/backend-environment';
import { REPO_ROOT } from './support/built-server';
import { productionNodeFlags } from '../support/production-command';

const DOCKER_DIR = join(REPO_ROOT, 'docker');

const COMPOSE_TEXT = readFileSync(join(DOCKER_DIR, 'compose.yaml'), 'utf8');
/** The build secret (Compose v2 and Docker Compose 2.x): docker-compose 1.29 predates it. */
const BUILD_SECRET_LINE = /^ {6}secrets: \[ca\]\n/m;

/**
 * `docker-compose config` output as JSON (PyYAML ships with Debian's docker-compose). Version 1.29
 * knows every key of the file but the build's `secrets`, which the tests below check themselves.
 */
async function resolvedComposeConfig(): Promise<{
  services: Record<string, Record<string, unknown>>;
  volumes: Record<string, unknown>;
  secrets: Record<string, { file: string }>;
}> {
  const env = { ...process.env, ENV_FILE: '.env.example' };
  const envFile = join(DOCKER_DIR, '.env.example');
  // From standard input, in docker/, so relative paths mean what they mean in the file.
  const composeRun = (args: string[]) =>
    new Promise<{ stdout: string }>((done, fail) => {
      const child = execFile(
        'docker-compose',
        ['-f', '-', '--env-file', envFile, ...args],
        { cwd: DOCKER_DIR, env },
        (error, stdout, stderr) =>
          error ? fail(new Error(`${error.message}\n${stderr}`)) : done({ stdout }),
      );
      child.stdin?.end(COMPOSE_TEXT.replace(BUILD_SECRET_LINE, ''));
    });
  await composeRun(['config', '-q']);
  const { stdout } = await composeRun(['config']);
  const { stdout: json } = await new Promise<{ stdout: string }>((done, fail) => {
    const child = execFile(
      '/usr/bin/python3',
      ['-c', 'import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'],
      (error, out) => (error ? fail(error) : done({ stdout: out })),
    );
    child.stdin?.end(stdout);
  });
  return JSON.parse(json);
}

describe('docker/.env.example', () => {
  const example = readFileSync(join(DOCKER_DIR, '.env.example'), 'utf8');
  const documented = new Set([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));

  it('documents every environment variable the backend reads', () => {
    const variables = variablesTheBackendReads();
    expect(variables).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET', 'UPLOADS_DIR']));
    expect(variables.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('holds no secret: JWT_SECRET and ADMIN_PASSWORD are empty', () => {
    expect(example).toMatch(/^JWT_SECRET=$/m);
    expect(example).toMatch(/^ADMIN_PASSWORD=$/m);
  });
});

describe('docker/compose.yaml', () => {
  let config: Awaited<ReturnType<typeof resolvedComposeConfig>>;
  beforeAll(async () => {
    config = await resolvedComposeConfig();
  });

  it('validates with docker-compose and runs the app on MySQL 8.4', () => {
    expect(config.services.db.image).toBe('mysql:8.4');
    expect(config.services.app.build).toMatchObject({ dockerfile: 'docker/Dockerfile' });
    expect(config.services.app.environment).toMatchObject({
      NODE_ENV: 'production',
      DB_TYPE: 'mysql',
      DB_HOST: 'db',
    });
  });

  it('starts the app only once the database is healthy, and checks both', () => {
    expect(config.services.app.depends_on).toEqual({
      db: { condition: 'service_healthy' },
      redis: { condition: 'service_started' },
    });
    expect(config.services.db.healthcheck).toMatchObject({
      test: expect.arrayContaining([expect.stringMatching(/ping/)]),
    });
    expect(config.services.app.healthcheck).toMatchObject({
      test: expect.arrayContaining(['docker/healthcheck.cjs']),
    });
  });

  it('publishes the app on the host loopback only and believes X-Forwarded-For from the proxy container alone', () => {
    const ports = config.services.app.ports as unknown[];
    expect(ports.length).toBeGreaterThan(0);
    for (const port of ports) expect(String(port)).toMatch(/^127\.0\.0\.1:/);
    expect(config.services.db.ports).toBeUndefined();
    expect(config.services.redis.ports).toBeUndefined();
    expect(config.services.app.environment).toMatchObject({
      TRUST_PROXY: 'proxy',
      REDIS_URL: 'redis://redis:6379',
    });
  });

  it('runs Redis with the app, not behind a profile (podman-compose ignores profiles)', () => {
    expect(config.services.redis.image).toBe('redis:7-alpine');
    expect(config.services.redis.profiles).toBeUndefined();
  });

  it('puts the TLS terminator in front: HTTPS and HTTP published, its configuration and certificate mounted', () => {
    const proxy = config.services.proxy;
    expect(proxy.image).toMatch(/^haproxy:/);
    expect(proxy.ports).toEqual([
      expect.objectContaining({ published: 443, target: 8443 }),
      expect.objectContaining({ published: 80, target: 8080 }),
    ]);
    expect(proxy.volumes).toEqual([
      expect.stringMatching(/\/docker\/haproxy\/tls\.cfg:\/usr\/local\/etc\/haproxy\/haproxy\.cfg:ro$/),
      expect.stringMatching(/\/docker\/tls\/site\.pem:\/usr\/local\/etc\/haproxy\/site\.pem:ro$/),
    ]);
    const tls = readFileSync(join(DOCKER_DIR, 'haproxy', 'tls.cfg'), 'utf8');
    expect(tls).toMatch(/bind :8443 ssl crt \/usr\/local\/etc\/haproxy\/site\.pem/);
    expect(tls).toMatch(/http-request deny .* \/metrics/);
    expect(tls).toMatch(/server app app:3000/);
  });

  it('tags the image with APP_VERSION, passes it to the build, and gives the build the `ca` secret', () => {
    expect(config.services.app.image).toBe('uaq-fire-safety:latest');
    expect(config.services.app.build).toMatchObject({ args: { APP_VERSION: 'latest' } });
    expect(COMPOSE_TEXT).toMatch(BUILD_SECRET_LINE);
    expect(config.secrets).toEqual({ ca: { file: '/dev/null' } });
  });

  it('keeps the database and everything of the app that must survive (uploads, backups, mail) in named volumes', () => {
    expect(Object.keys(config.volumes).sort()).toEqual(['data', 'database']);
    expect(config.services.db.volumes).toEqual([expect.stringMatching(/^database:\/var\/lib\/mysql/)]);
    expect(config.services.app.volumes).toEqual([expect.stringMatching(/^data:\/app\/data(:rw)?$/)]);
    expect(config.services.app.environment).toMatchObject({
      UPLOADS_DIR: '/app/data/uploads',
      BACKUP_DIR: '/app/data/backups',
      MAIL_OUTBOX_DIR: '/app/data/mail',
      ERASURE_RECORD_DIR: '/app/data/erasures',
    });
  });

  it('gives the app its configuration from the env file, without the database root password', () => {
    const environment = config.services.app.environment as Record<string, string>;
    expect(environment).toMatchObject({ DB_NAME: 'fire_safety', DB_USER: 'fire_safety', JWT_SECRET: '' });
    expect(Object.keys(environment).filter((name) => name.startsWith('MYSQL_'))).toEqual([]);
  });
});

describe('docker/Dockerfile', () => {
  const dockerfile = readFileSync(join(DOCKER_DIR, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs the production runtime as the unprivileged node user with a health check', () => {
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD \["node", "docker\/healthcheck\.cjs"\]/m);
    expect(runtime).not.toMatch(/JWT_SECRET|ADMIN_PASSWORD|DB_PASSWORD/);
  });

  it('copies no test code into the image: only built output, the contract source and docker scripts', () => {
    const sources = [...runtime.matchAll(/^COPY (?:--from=(\S+) )?(.+) \S+$/gm)].map(
      ([, stage, paths]) => `${stage ?? 'context'}: ${paths}`,
    );
    expect(sources).toEqual([
      'production-deps: /app',
      'context: packages/contract/src',
      'build: /app/backend/dist',
      'build: /app/frontend/dist',
      'context: docker/healthcheck.cjs docker/backup.sh docker/restore.sh docker/database-dump.cjs docker/native-check.cjs',
    ]);
    const testFiles = (dir: string): string[] =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) =>
        /(^|\/)(testing|__fixtures__|test)(\/|$)|\.(spec|test)\.[cm]?[jt]sx?$|fixtures?\./.test(path),
      );
    for (const dir of ['backend/dist', 'frontend/dist', 'packages/contract/src']) {
      expect({ dir, testFiles: testFiles(join(REPO_ROOT, dir)) }).toEqual({ dir, testFiles: [] });
    }
  });

  it('installs without install scripts (no compiler on the slim base), proves the native parts load, and trusts the optional `ca` secret', () => {
    const installs = [...dockerfile.matchAll(/npm ci[^\n]*/g)].map(([line]) => line);
    expect(installs).toHaveLength(2);
    for (const line of installs) expect(line).toMatch(/--ignore-scripts/);
    expect(dockerfile.match(/RUN --mount=type=secret,id=ca,required=false/g)).toHaveLength(2);
    // The secret is read where it is mounted, never copied into a layer.
    expect(dockerfile).not.toMatch(/COPY[^\n]*ca|\/run\/secrets\/ca[^\n]*(>|cp )/);
    expect(runtime).toMatch(/^RUN node docker\/native-check\.cjs$/m);
  });

  it('declares /app/data, where every setting that stores files points', () => {
    expect(runtime).toMatch(/^VOLUME \["\/app\/data"\]$/m);
    for (const name of [
      'SQLITE_PATH',
      'UPLOADS_DIR',
      'BACKUP_DIR',
      'MAIL_OUTBOX_DIR',
      'ERASURE_RECORD_DIR',
    ]) {
      expect(runtime).toMatch(new RegExp(`\\b${name}=/app/data/`));
    }
  });

  it('starts the server with the same command as `npm run start:prod`', () => {
    const command = ['node', ...productionNodeFlags(), 'backend/dist/main.js'];
    expect(runtime).toMatch(/^CMD \[.*\]$/m);
    expect(JSON.parse(/^CMD (\[.*\])$/m.exec(runtime)?.[1] ?? '[]')).toEqual(command);
  });
});

describe('install scripts', () => {
  it('are decided for every package that has one, and none runs: `npm install` matches the image', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      allowScripts: Record<string, boolean>;
    };
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.replace(/^.*node_modules\//, ''));
    expect(Object.keys(manifest.allowScripts).sort()).toEqual([...new Set(withScripts)].sort());
    expect(Object.values(manifest.allowScripts).filter((allowed) => allowed !== false)).toEqual([]);
  });
});
