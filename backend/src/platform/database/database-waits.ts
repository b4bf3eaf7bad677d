import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { MysqlDriver } from 'typeorm/driver/mysql/MysqlDriver';

/** The `code` of a wait for a pool connection that was given up: the server is busy, not broken. */
export const DATABASE_BUSY_CODE = 'DB_POOL_ACQUIRE_TIMEOUT';

/** No pool connection came free in time (DB_POOL_ACQUIRE_TIMEOUT_MS). Answered 503, retry shortly. */
export class DatabaseBusyError extends Error {
  readonly code = DATABASE_BUSY_CODE;

  constructor(waitedMs: number) {
    super(`No database connection came free within ${waitedMs} ms`);
    this.name = 'DatabaseBusyError';
  }
}

/** How long the MySQL/MariaDB waits may last (from DatabaseConfig). */
export interface DatabaseWaitBounds {
  poolAcquireTimeoutMs: number;
  statementTimeoutMs: number;
}

/** What is used of mysql2's callback pool and its connections: their documented API. */
interface PoolConnection {
  release(): void;
  query(sql: string, callback: (error: Error | null) => void): unknown;
}
type ConnectionCallback = (error: Error | null, connection?: PoolConnection) => void;
interface ConnectionPool {
  getConnection(callback: ConnectionCallback): void;
  on(event: 'acquire', listener: (connection: PoolConnection) => void): unknown;
}

const logger = new Logger('Database');

/**
 * Bounds every wait on MySQL/MariaDB (SQLite has one connection and its busy_timeout):
 * - a request for a pool connection gives up after `poolAcquireTimeoutMs` with DatabaseBusyError.
 *   mysql2's pool queues it for ever otherwise (it has no acquisition timeout: node-mysql2 issue
 *   4497), so a burst that holds every connection froze the server until restarted;
 * - every session cuts a statement running longer than `statementTimeoutMs`, on the server
 *   (MariaDB's max_statement_time, any statement; MySQL's max_execution_time, SELECTs only), and a
 *   wait for a row lock after as long (innodb_lock_wait_timeout, both).
 * Installed once the migrations have run: they may take longer, and run without these limits.
 */
export async function boundDatabaseWaits(dataSource: DataSource, bounds: DatabaseWaitBounds): Promise<void> {
  if (dataSource.options.type !== 'mysql') return;
  const pool = (dataSource.driver as MysqlDriver).pool as ConnectionPool;
  if (bounds.statementTimeoutMs > 0) {
    limitEverySession(pool, await sessionLimits(dataSource, bounds.statementTimeoutMs));
  }
  boundAcquisition(pool, bounds.poolAcquireTimeoutMs);
}

function boundAcquisition(pool: ConnectionPool, timeoutMs: number): void {
  const getConnection = pool.getConnection.bind(pool);
  pool.getConnection = (callback) => {
    let waiting = true;
    const timer = setTimeout(() => {
      waiting = false;
      callback(new DatabaseBusyError(timeoutMs));
    }, timeoutMs);
    getConnection((error, connection) => {
      // Given up already: the pool keeps the request in its queue, so a connection may still come;
      // it goes straight back, to the next request in line.
      if (!waiting) {
        connection?.release();
        return;
      }
      waiting = false;
      clearTimeout(timer);
      callback(error, connection);
    });
  };
}

/** The session settings of the server's kind, told apart by its version string. */
async function sessionLimits(dataSource: DataSource, statementTimeoutMs: number): Promise<string> {
  const [{ version }] = (await dataSource.query('SELECT VERSION() AS version')) as { version: string }[];
  const lockWaitSeconds = Math.max(1, Math.ceil(statementTimeoutMs / 1000));
  const statementLimit = /mariadb/i.test(version)
    ? `max_statement_time = ${statementTimeoutMs / 1000}`
    : `max_execution_time = ${statementTimeoutMs}`;
  return `SET SESSION ${statementLimit}, innodb_lock_wait_timeout = ${lockWaitSeconds}`;
}

/**
 * Each connection gets the settings on its first hand-out: the pool announces it (`acquire`)
 * before the caller has it, so the settings run first on that connection.
 */
function limitEverySession(pool: ConnectionPool, settings: string): void {
  const limited = new WeakSet<PoolConnection>();
  pool.on('acquire', (connection) => {
    if (limited.has(connection)) return;
    limited.add(connection);
    connection.query(settings, (error) => {
      if (!error) return;
      limited.delete(connection);
      logger.warn(`Statement time limit not set on a database connection: ${error.message}`);
    });
  });
}
