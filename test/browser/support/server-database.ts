import { join } from 'node:path';
import { serverInfo } from './server-info';

export interface SqliteDatabase {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
}

/** Writes straight into the browser server's SQLite file: what time or another page would have done. */
export function withServerDatabase(action: (database: SqliteDatabase) => void): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver ships no types
  const Database = require('better-sqlite3') as new (path: string) => SqliteDatabase;
  const database = new Database(join(serverInfo().workDir, 'site.sqlite'));
  try {
    action(database);
  } finally {
    database.close();
  }
}

/** A time as the server's SQLite columns keep it (UTC, whole seconds). */
export function databaseTime(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}
