import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { createConnection } from 'mysql2/promise';
import { createApp } from '../../backend/src/app.setup';
import { readTestEngines, type Engine } from './test-engines';

export type { Engine } from './test-engines';

/** Engines each API suite runs on (`TEST_DATABASES`, default both). */
export const TEST_ENGINES: Engine[] = readTestEngines();

/** The admin that every test app seeds at start-up (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const TEST_ADMIN_USERNAME = 'test-admin';
export const TEST_ADMIN_PASSWORD = 'Test-Admin-Password-2026!';
/** A fixed, strong JWT secret, so tests can sign their own (e.g. expired) tokens. */
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789abcdef0123456789abcdef';

/** A fixed two-factor encryption key (32 bytes, base64), so tests can open what the app sealed. */
export const TEST_MFA_ENCRYPTION_KEY = 'dGVzdC1tZmEta2V5LTAxMjM0NTY3ODlhYmNkZWYwMTI=';

export const REPO_ROOT = resolve(__dirname, '..', '..');

/**
 * The MariaDB apps' pool: one connection, and a short wait for it (see startApiApp). A nested
 * acquisition never gets one, however long it waits; 3 s leaves requests that merely queue behind
 * each other room on a loaded CI machine.
 */
export const MARIADB_TEST_POOL_SIZE = 1;
export const MARIADB_TEST_ACQUIRE_TIMEOUT_MS = 3000;

export interface ApiTestApp {
  app: NestExpressApplication;
  /** A supertest client on the app (no port is opened). */
  request(): ReturnType<typeof request>;
  /** Logs in once as the test admin through `POST /api/admin/login`, then returns the cached token. */
  adminToken(): Promise<string>;
  /** The environment the app was started with (harness values plus `extraEnv`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export interface StartApiAppOptions {
  /** Extra or overriding environment variables (e.g. `{ SEED_SAMPLE_JOBS: 'true' }`). */
  extraEnv?: Record<string, string>;
}

/** Variables of the app that must not leak from the developer's shell into a test app. */
const APP_VARIABLES =
  /^(NODE_ENV|PORT|HOST|PUBLIC_URL|TRUST_PROXY|LOG_LEVEL|SITE_DIST_DIR|PUBLIC_CACHE_TTL_MS|SEED_SAMPLE_JOBS|REDIS_URL|REQUEST_TIMEOUT_MS|DATABASE_URL|DB_[A-Z_]+|SQLITE_PATH|UPLOADS_[A-Z_]+|FILE_STORAGE|S3_[A-Z_]+|METRICS_TOKEN|JWT_[A-Z_]+|ADMIN_[A-Z_]+|SMTP_URL|MAIL_[A-Z_]+|SENT_MAIL_[A-Z_]+|ERASURE_[A-Z_]+|MFA_[A-Z_]+|APPLICANT_[A-Z_]+|APPLICATIONS_PER_ADDRESS_PER_HOUR)$/;

/**
 * Temp folders of apps whose start failed: Nest rejects on the first failing provider while
 * TypeORM may still be opening (and re-creating) the SQLite file, so `api-jest-setup.ts` removes
 * them again after the test file.
 */
const leftovers = ((globalThis as { __apiTestLeftovers?: Set<string> }).__apiTestLeftovers ??=
  new Set<string>());

/** process.env as the test file started, to restore after each app closes. */
const originalEnv = { ...process.env };

function mariaDbSettings(): { url: string } {
  const url = process.env.TEST_MARIADB_URL;
  if (!url) {
    throw new Error(
      'No test MariaDB: run through the Jest `api` project (its globalSetup starts one) or set TEST_MARIADB_URL.',
    );
  }
  return { url };
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const connection = await createConnection({ uri: serverUrl, multipleStatements: false });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Starts the whole API (the same `createApp()` as `main.ts`) on a fresh database: a temp SQLite
 * file, or a new database on the shared test MariaDB (dropped on close). Sets process.env for the
 * app's lifetime (config factories read it at start-up) and restores it on `close()`.
 */
export async function startApiApp(engine: Engine, options: StartApiAppOptions = {}): Promise<ApiTestApp> {
  const workDir = mkdtempSync(join(tmpdir(), `api-test-${engine}-`));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    MFA_ENCRYPTION_KEY: TEST_MFA_ENCRYPTION_KEY,
    ADMIN_USERNAME: TEST_ADMIN_USERNAME,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    SEED_SAMPLE_JOBS: 'false',
    SITE_DIST_DIR: join(REPO_ROOT, 'frontend', 'dist'),
    UPLOADS_DIR: join(workDir, 'uploads'),
    MAIL_OUTBOX_DIR: join(workDir, 'mail'),
    ERASURE_RECORD_DIR: join(workDir, 'erasures'),
  };

  let dropDatabase: (() => Promise<void>) | null = null;
  if (engine === 'sqlite') {
    env.DB_TYPE = 'sqlite';
    env.SQLITE_PATH = join(workDir, 'site.sqlite');
  } else {
    const { url } = mariaDbSettings();
    const database = `t_${randomBytes(6).toString('hex')}`;
    await runOnServer(
      url,
      `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    dropDatabase = () => runOnServer(url, `DROP DATABASE IF EXISTS \`${database}\``);
    env.DATABASE_URL = withDatabase(url, database);
    // The guard of issue 39: with one connection and a short wait for it, code that asks the pool
    // for a second connection while a transaction holds the first fails here (503) instead of
    // deadlocking a busy production server. Without the public cache, a read it would have
    // answered goes to the pool every time too. Tests of real concurrency override it (extraEnv).
    env.DB_POOL_SIZE = String(MARIADB_TEST_POOL_SIZE);
    env.DB_POOL_ACQUIRE_TIMEOUT_MS = String(MARIADB_TEST_ACQUIRE_TIMEOUT_MS);
    env.PUBLIC_CACHE_TTL_MS = '0';
  }
  Object.assign(env, options.extraEnv ?? {});

  for (const name of Object.keys(process.env)) {
    if (APP_VARIABLES.test(name)) delete process.env[name];
  }
  Object.assign(process.env, env);

  const cleanUp = async (): Promise<void> => {
    try {
      await dropDatabase?.();
    } finally {
      rmSync(workDir, { recursive: true, force: true });
      for (const name of Object.keys(process.env)) {
        if (!(name in originalEnv)) delete process.env[name];
      }
      Object.assign(process.env, originalEnv);
    }
  };

  let app: NestExpressApplication;
  try {
    app = await createApp();
    // Listening once, here, rather than letting SuperTest start and stop the server around each
    // burst of requests: a request sent while SuperTest was closing the shared server met
    // ECONNREFUSED on fast machines.
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    leftovers.add(workDir);
    await cleanUp();
    // TypeORM keeps retrying in the background and would re-create the folder, open the database
    // and instantiate the failed app's providers late, among them passport strategies, which
    // register under process-wide names and would then answer the next app's sign-ins. A file in
    // the folder's place makes those retries fail.
    writeFileSync(workDir, 'the app started here was refused; its retries must not open a database\n');
    throw error;
  }

  let token: Promise<string> | null = null;
  let closed = false;
  const client = (): ReturnType<typeof request> => request(app.getHttpServer());

  return {
    app,
    env,
    request: client,
    adminToken: () => {
      token ??= client()
        .post('/api/admin/login')
        .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
        .then((response) => {
          const value = (response.body as { data?: { token?: string } }).data?.token;
          if (response.status !== 200 || !value) {
            throw new Error(`Test admin login failed: ${response.status} ${JSON.stringify(response.body)}`);
          }
          return value;
        });
      token.catch(() => {
        token = null;
      });
      return token;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await cleanUp();
      }
    },
  };
}
