// The built server (`npm run build` first) started as production starts it, on a throwaway SQLite
// database and uploads folder, for the page and upload benchmarks (`bench:pages`, `bench:lighthouse`,
// `bench:uploads`).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mariadb from '../support/mariadb.js';
import productionCommand from '../support/production-command.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts the server and waits until it answers. `stop()` ends it and removes its files.
 * @param {string} name prefix of the temporary folder
 * @param {{ env?: Record<string, string> }} [options] variables added to the server's environment
 */
export async function startBuiltServer(name, options = {}) {
  const workDir = mkdtempSync(join(tmpdir(), `${name}-`));
  const port = await mariadb.freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const admin = { username: `${name}-admin`, password: randomBytes(18).toString('base64') };
  const server = spawn(
    process.execPath,
    [...productionCommand.productionNodeFlags(), join(ROOT, 'backend', 'dist', 'main.js')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        LOG_LEVEL: 'warn',
        SQLITE_PATH: join(workDir, 'site.sqlite'),
        UPLOADS_DIR: join(workDir, 'uploads'),
        JWT_SECRET: randomBytes(48).toString('base64'),
        // Production refuses to start without it (two-factor secrets are encrypted at rest).
        MFA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        SEED_SAMPLE_JOBS: 'true',
        ...options.env,
      },
    },
  );
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/careers/public`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not start within 60 s (run `npm run build`?)');
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { baseUrl, workDir, admin, pid: server.pid, stop };
}
