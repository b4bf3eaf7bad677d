import { rmSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

/** Stops the server global setup started and removes its temp database and uploads. */
export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__BROWSER_SERVER__;
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (globalThis.__BROWSER_WORK_DIR__) {
    // Remove the node_modules link first, so nothing below can ever reach the real packages.
    try {
      unlinkSync(join(globalThis.__BROWSER_WORK_DIR__, 'node_modules'));
    } catch {
      // Setup stopped before it made the link.
    }
    rmSync(globalThis.__BROWSER_WORK_DIR__, { recursive: true, force: true });
  }
}
