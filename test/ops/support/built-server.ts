import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../support/mariadb';
import { productionNodeFlags } from '../../support/production-command';

export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
export const BUILT_MAIN = join(REPO_ROOT, 'backend', 'dist', 'main.js');

export const OPS_ADMIN_USERNAME = 'ops-admin';
export const OPS_ADMIN_PASSWORD = 'Ops-Admin-Password-2026!';
export const OPS_JWT_SECRET = 'ops-test-jwt-secret-3c1f0e9a7b5d4c2e8f6a1b3d5c7e9f0a2b4c6d8e';

export const OPS_MFA_ENCRYPTION_KEY = 'b3BzLXRlc3QtbWZhLWtleS0wMTIzNDU2Nzg5YWJjZGU=';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BuiltServer {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has ended. */
  exited: Promise<ExitInfo>;
  /** Sends a signal (SIGTERM by default) and waits for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<ExitInfo>;
}

/** The server must be built first (`npm run build`); the ops tests run exactly what production runs. */
export function assertBuilt(): void {
  if (!existsSync(BUILT_MAIN)) {
    throw new Error(`${BUILT_MAIN} is missing: run \`npm run build\` before the ops tests.`);
  }
}

/** A temp folder removed by the returned function. */
export function makeTempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Production settings as the Dockerfile sets them, with test credentials and a free port. */
export function productionEnv(
  dataDir: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: OPS_JWT_SECRET,
    MFA_ENCRYPTION_KEY: OPS_MFA_ENCRYPTION_KEY,
    ADMIN_USERNAME: OPS_ADMIN_USERNAME,
    ADMIN_PASSWORD: OPS_ADMIN_PASSWORD,
    SITE_DIST_DIR: join(REPO_ROOT, 'frontend', 'dist'),
    SQLITE_PATH: join(dataDir, 'site.sqlite'),
    UPLOADS_DIR: join(dataDir, 'uploads'),
    ERASURE_RECORD_DIR: join(dataDir, 'erasures'),
    ...overrides,
  };
}

/** Only the variables given (plus PATH/HOME), so nothing leaks in from the developer's shell. */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env };
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  description: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
  intervalMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const result = await check();
      if (result !== undefined && result !== false) return result;
    } catch (error) {
      lastError = error;
    }
    await sleep(intervalMs);
  }
  const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}${reason}`);
}

function spawnServer(
  env: Record<string, string>,
  cwd: string,
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [...productionNodeFlags(), BUILT_MAIN], {
    cwd,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave a server behind if the test process ends without stopping it.
  const killOnExit = (): void => {
    child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return { child, output: () => text };
}

function exitOf(child: ChildProcess): Promise<ExitInfo> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      done({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => done({ code, signal }));
  });
}

/**
 * Starts `node [flags] backend/dist/main.js` (`npm run start:prod`, the image's CMD) with exactly `env` (PORT added) and waits
 * until it answers HTTP on /api/health (any status).
 */
export async function startBuiltServer(
  env: Record<string, string>,
  options: { cwd?: string; startTimeoutMs?: number } = {},
): Promise<BuiltServer> {
  assertBuilt();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const { child, output } = spawnServer({ ...env, PORT: String(port) }, options.cwd ?? REPO_ROOT);
  const exited = exitOf(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  try {
    await waitFor(
      `the server on port ${port} to answer`,
      async () => {
        if (hasExited) throw new Error(`the server exited during start-up:\n${output()}`);
        const response = await fetch(`${baseUrl}/api/health`);
        await response.arrayBuffer();
        return true;
      },
      options.startTimeoutMs ?? 60_000,
    );
  } catch (error) {
    child.kill('SIGKILL');
    if (hasExited) throw new Error(`The server exited during start-up:\n${output()}`, { cause: error });
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output()}`, { cause: error });
  }
  return {
    port,
    baseUrl,
    child,
    output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (!hasExited) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const info = await exited;
      clearTimeout(timer);
      return info;
    },
  };
}

/** Runs the built server expecting it to stop by itself (e.g. refused configuration). */
export async function runUntilExit(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ExitInfo & { output: string }> {
  assertBuilt();
  const port = await freePort();
  const { child, output } = spawnServer({ ...env, PORT: String(port) }, REPO_ROOT);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const info = await exitOf(child);
  clearTimeout(timer);
  return { ...info, output: output() };
}
