import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { DataSource, type MigrationInterface } from 'typeorm';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { buildTypeOrmOptions } from '../../backend/src/platform/database/typeorm-options';
import { ProjectPhotoRecord } from '../../backend/src/projects/project-photo.entity';
import { ProjectRecord } from '../../backend/src/projects/project.entity';
import type { DatabaseConfig } from '../../backend/src/platform/config/database.config';
import { REPO_ROOT, type Engine } from './api-app';

/**
 * A database taken up to a chosen migration, for the tests of data migrations: rows written as
 * they were before a migration, then every migration run the way start-up runs them
 * (runMigrationsUnderLock).
 */
const MIGRATIONS_DIR = join(REPO_ROOT, 'backend', 'src', 'platform', 'database', 'migrations');

type MigrationClass = new () => MigrationInterface;

/** Every migration class, oldest first, with its timestamp (the file name's prefix). */
function allMigrations(): { timestamp: number; migration: MigrationClass }[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const exported = require(join(MIGRATIONS_DIR, file)) as Record<string, MigrationClass>;
      const [migration] = Object.values(exported);
      return { timestamp: Number(file.split('-')[0]), migration };
    });
}

async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const connection = await createConnection({ uri: serverUrl });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A fresh, empty database of the engine, and how to remove it. */
export async function freshDatabase(
  engine: Engine,
): Promise<{ config: DatabaseConfig; remove(): Promise<void> }> {
  if (engine === 'sqlite') {
    const folder = mkdtempSync(join(tmpdir(), 'migration-test-'));
    return {
      config: { type: 'sqlite', sqlitePath: join(folder, 'site.sqlite') },
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  }
  const server = process.env.TEST_MARIADB_URL;
  if (!server) throw new Error('No test MariaDB: run through the Jest `api` project.');
  const name = `m_${randomBytes(6).toString('hex')}`;
  await runOnServer(server, `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    config: { type: 'mysql', url: url.toString(), poolSize: 2 } as DatabaseConfig,
    remove: () => runOnServer(server, `DROP DATABASE IF EXISTS \`${name}\``),
  };
}

/** Runs the migrations older than `before` (all when not given), as start-up does. */
export async function migrate(config: DatabaseConfig, before = Infinity): Promise<DataSource> {
  const dataSource = new DataSource({
    ...buildTypeOrmOptions(config),
    // The sample projects' migration inserts through the entity, as in the app.
    entities: [ProjectRecord, ProjectPhotoRecord],
    migrations: allMigrations()
      .filter(({ timestamp }) => timestamp < before)
      .map(({ migration }) => migration),
  });
  await dataSource.initialize();
  await runMigrationsUnderLock(dataSource, () => undefined);
  return dataSource;
}
