import { startMariaDb, type MariaDbServer } from './mariadb';
import { readTestEngines } from './test-engines';

/**
 * Jest globalSetup of the `api` and `ops` projects: one throwaway MariaDB for the whole run. Its
 * connection goes to the workers through environment variables (TEST_MARIADB_*); each suite then
 * creates its own database on it. Set TEST_MARIADB_URL yourself to use an existing server instead
 * (its user needs CREATE/DROP DATABASE); TEST_DATABASES=sqlite skips MariaDB altogether.
 */
export default async function databaseGlobalSetup(): Promise<void> {
  if (!readTestEngines().includes('mariadb')) return;
  if (process.env.TEST_MARIADB_URL) return;
  const server = await startMariaDb({ quiet: true });
  (globalThis as { __testMariaDb?: MariaDbServer }).__testMariaDb = server;
  process.env.TEST_MARIADB_URL = server.url;
  process.env.TEST_MARIADB_HOST = server.host;
  process.env.TEST_MARIADB_PORT = String(server.port);
  process.env.TEST_MARIADB_USER = server.user;
  process.env.TEST_MARIADB_PASSWORD = server.password;
  process.env.TEST_MARIADB_SOCKET = server.socket;
}
