import { join } from 'node:path';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/database.config';

/** Migrations are plain files beside this one; in tests they run from TypeScript, in production from dist. */
const migrationsGlob = join(__dirname, 'migrations', '*.{ts,js}');

/**
 * The TypeORM options for either engine. Schema changes only ever come from migrations, which run
 * at start-up under a lock (database.module.ts, migration-lock.ts) or by `npm run migration:run`;
 * `synchronize` stays off on every real database.
 */
export function buildTypeOrmOptions(config: DatabaseConfig): DataSourceOptions {
  const common = {
    migrations: [migrationsGlob],
    migrationsRun: false,
    synchronize: false,
    logging: false,
  };
  if (config.type === 'sqlite') {
    mkdirSync(dirname(config.sqlitePath), { recursive: true });
    keepPrivate(config.sqlitePath);
    return {
      ...common,
      type: 'better-sqlite3',
      database: config.sqlitePath,
      // WAL lets readers run while a write is in progress; the file stays consistent on a crash.
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        // The timeout first: another process may hold the lock while this one switches to WAL.
        db.pragma('busy_timeout = 5000');
        db.pragma('journal_mode = WAL');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    ...(config.url
      ? { url: config.url }
      : {
          host: config.host,
          port: config.port,
          username: config.username,
          password: config.password,
          database: config.database,
          socketPath: config.socketPath,
        }),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    poolSize: config.poolSize,
    connectTimeout: 5000,
  };
}

/**
 * The database holds applicants' personal data: owner-only, like the resumes. SQLite creates its
 * -wal and -shm files with the database file's permissions, so setting them here covers those too.
 */
function keepPrivate(sqlitePath: string): void {
  if (!existsSync(sqlitePath)) closeSync(openSync(sqlitePath, 'a', 0o600));
  for (const file of [sqlitePath, `${sqlitePath}-wal`, `${sqlitePath}-shm`]) {
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
