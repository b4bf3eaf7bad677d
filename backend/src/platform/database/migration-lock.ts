import { MigrationExecutor, type DataSource, type QueryRunner } from 'typeorm';

/** Where a replica says that it waits and what it ran (the application log, not a buffer). */
export type MigrationLog = (message: string) => void;

/** The MySQL/MariaDB named lock every replica takes before migrating (one per database schema). */
export const MIGRATION_LOCK_NAME = 'uaq_fire_safety_migrations';
/** How long one attempt waits for the lock before the replica says again that it is still waiting. */
const LOCK_WAIT_SECONDS = 10;

/**
 * Runs the pending migrations while holding a database-wide lock, so replicas started together on
 * a fresh or an older database migrate one after the other: the first runs them, the others wait,
 * then find nothing pending. Each migration therefore runs (and is recorded) once.
 * MySQL/MariaDB: GET_LOCK on a connection held for the whole run. SQLite: the database's own write
 * lock (BEGIN IMMEDIATE) around all the migrations, which then run in that one transaction.
 */
export async function runMigrationsUnderLock(dataSource: DataSource, log: MigrationLog): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    if (dataSource.options.type === 'mysql') await runWithNamedLock(dataSource, runner, log);
    else await withoutForeignKeyCascades(runner, () => runInWriteTransaction(dataSource, runner, log));
  } finally {
    await runner.release();
  }
}

async function runWithNamedLock(
  dataSource: DataSource,
  runner: QueryRunner,
  log: MigrationLog,
): Promise<void> {
  // The lock name is per schema: two sites sharing one server do not wait for each other.
  const [{ name }] = (await runner.query('SELECT CONCAT(?, DATABASE()) AS name', [
    `${MIGRATION_LOCK_NAME}:`,
  ])) as { name: string }[];
  const waitedSince = Date.now();
  let announced = false;
  for (;;) {
    const [{ acquired }] = (await runner.query('SELECT GET_LOCK(?, ?) AS acquired', [
      name,
      announced ? LOCK_WAIT_SECONDS : 0,
    ])) as { acquired: number | string | null }[];
    if (Number(acquired) === 1) break;
    log(
      announced
        ? `Still waiting for the migration lock (${Math.round((Date.now() - waitedSince) / 1000)} s)`
        : 'Waiting for another instance to finish the migrations (migration lock held)',
    );
    announced = true;
  }
  try {
    // On the connection that holds the lock: a second one from the pool could wait for ever
    // (a pool of one) and would not hold the lock anyway.
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = dataSource.options.migrationsTransactionMode ?? 'all';
    logMigrated(log, await executor.executePendingMigrations());
  } finally {
    await runner.query('SELECT RELEASE_LOCK(?)', [name]);
  }
}

/**
 * SQLite changes a column by rebuilding the table: it drops the old one, which with foreign keys on
 * deletes every row pointing at it (status history, notes) by cascade. The pragma does nothing
 * inside a transaction (TypeORM's own attempt comes too late), so it is set before BEGIN; the
 * transaction runs foreign_key_check before COMMIT.
 */
async function withoutForeignKeyCascades(runner: QueryRunner, work: () => Promise<void>): Promise<void> {
  await runner.query('PRAGMA foreign_keys = OFF');
  try {
    await work();
  } finally {
    await runner.query('PRAGMA foreign_keys = ON');
  }
}

async function runInWriteTransaction(
  dataSource: DataSource,
  runner: QueryRunner,
  log: MigrationLog,
): Promise<void> {
  // First without waiting, to know whether to say that this replica waits; then with the timeout.
  const [{ timeout }] = (await runner.query('PRAGMA busy_timeout')) as { timeout: number }[];
  await runner.query('PRAGMA busy_timeout = 0');
  let announced = false;
  for (;;) {
    try {
      await runner.query('BEGIN IMMEDIATE');
      break;
    } catch (error) {
      if (!isBusy(error)) throw error;
      log(
        announced
          ? 'Still waiting for the database write lock'
          : 'Waiting for another instance to finish the migrations (database locked)',
      );
      if (!announced) await runner.query(`PRAGMA busy_timeout = ${LOCK_WAIT_SECONDS * 1000}`);
      announced = true;
    }
  }
  await runner.query(`PRAGMA busy_timeout = ${Number(timeout)}`);
  try {
    const executor = new MigrationExecutor(dataSource, runner);
    // Our transaction holds the lock: the executor must not open (or commit) its own.
    executor.transaction = 'none';
    const migrated = await executor.executePendingMigrations();
    const broken = (await runner.query('PRAGMA foreign_key_check')) as unknown[];
    if (broken.length > 0) {
      throw new Error(
        `The migrations left ${broken.length} rows pointing at missing rows; nothing was changed`,
      );
    }
    await runner.query('COMMIT');
    logMigrated(log, migrated);
  } catch (error) {
    await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code;
  return code === 'SQLITE_BUSY' || (error as { code?: string }).code === 'SQLITE_BUSY';
}

function logMigrated(log: MigrationLog, migrated: { name: string }[]): void {
  if (migrated.length > 0)
    log(`Ran ${migrated.length} migration(s): ${migrated.map((m) => m.name).join(', ')}`);
}
