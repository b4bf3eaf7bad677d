import type { MariaDbServer } from './mariadb';

/** Jest globalTeardown: stops the MariaDB that the global setup started (if it started one). */
export default async function databaseGlobalTeardown(): Promise<void> {
  const holder = globalThis as { __testMariaDb?: MariaDbServer };
  const server = holder.__testMariaDb;
  if (!server) return;
  delete holder.__testMariaDb;
  for (const name of Object.keys(process.env).filter((key) => key.startsWith('TEST_MARIADB_'))) {
    delete process.env[name];
  }
  await server.stop();
}
