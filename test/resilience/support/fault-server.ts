import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { startMariaDb, type MariaDbServer } from '../../support/mariadb';
import { makeTempDir, productionEnv } from '../../ops/support/built-server';

/** What every resilience scenario needs: a MariaDB database and a data folder for the built server. */
export interface FaultBench {
  dataDir: string;
  /** The production settings on this database, plus the scenario's own. */
  env(overrides?: Record<string, string>): Record<string, string>;
  /** The rows of a query, every value as text. */
  rows(sql: string): Promise<string[][]>;
  close(): Promise<void>;
}

/** A bench whose MariaDB server is its own, to stop and start on purpose. */
export interface FaultBenchWithOwnServer extends FaultBench {
  db: MariaDbServer;
}

async function runOn(url: string, sql: string): Promise<string[][]> {
  const connection = await createConnection({ uri: url });
  try {
    const [rows] = await connection.query({ sql, rowsAsArray: true });
    // Statements other than SELECT answer a result header, not rows.
    return Array.isArray(rows) ? (rows as unknown[][]).map((row) => row.map((value) => String(value))) : [];
  } finally {
    await connection.end();
  }
}

function benchOn(url: string, close: () => Promise<void>): FaultBench {
  const temp = makeTempDir('resilience');
  return {
    dataDir: temp.dir,
    // TRUST_PROXY=loopback: each simulated visitor sends its own X-Forwarded-For, so per-address limits
    // count visitors, not the test process.
    env: (overrides = {}) =>
      productionEnv(temp.dir, { DATABASE_URL: url, TRUST_PROXY: 'loopback', ...overrides }),
    rows: (sql) => runOn(url, sql),
    close: async () => {
      await close();
      temp.remove();
    },
  };
}

/**
 * A fresh database on the project's shared MariaDB (its globalSetup starts one; TEST_MARIADB_URL),
 * or on a server of its own when there is none (a scenario run outside the project).
 */
export async function openFaultBench(): Promise<FaultBench> {
  const serverUrl = process.env.TEST_MARIADB_URL;
  if (!serverUrl) return openFaultBenchWithOwnServer();
  const database = `resilience_${randomBytes(6).toString('hex')}`;
  await runOn(serverUrl, `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return benchOn(url.toString(), async () => {
    await runOn(serverUrl, `DROP DATABASE IF EXISTS \`${database}\``);
  });
}

export async function openFaultBenchWithOwnServer(): Promise<FaultBenchWithOwnServer> {
  const db = await startMariaDb({ quiet: true, database: 'resilience' });
  return { ...benchOn(db.url, () => db.stop()), db };
}

/** A distinct client address per simulated visitor (a header only: every connection stays on loopback). */
export function visitorAddress(index: number): string {
  return `10.16.${(index >> 8) & 255}.${index & 255}`;
}
