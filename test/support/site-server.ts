import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './api-app';
import { freePort } from './mariadb';

const BUILD_OUTPUTS = [
  join(REPO_ROOT, 'frontend', 'dist', 'server', 'entry-server.js'),
  join(REPO_ROOT, 'frontend', 'dist', 'client', 'index.html'),
  join(REPO_ROOT, 'backend', 'dist', 'main.js'),
];

/**
 * The site is tested as it runs in production: `node backend/dist/main.js` with the built frontend
 * (the SSR bundle is an ES module with top-level await, which only a real Node import loads, not
 * Jest's module system). `npm test` (test/run-all.sh) builds before the API suite; a direct run on
 * a fresh clone builds here, once.
 */
export function ensureBuild(): void {
  if (BUILD_OUTPUTS.every((file) => existsSync(file))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('`npm run build` failed: the site tests need the built site');
}

/** The production server on the test app's database and settings, on a free port. */
export async function startSiteServer(
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The site server exited with code ${server.exitCode}`);
    const ready = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('The site server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
    },
  };
}
