import { startMariaDb, type MariaDbServer } from '../../support/mariadb';
import { makeTempDir, productionEnv } from '../../ops/support/built-server';

/** What every resilience scenario needs: a throwaway MariaDB and a data folder for the built server. */
export interface FaultBench {
  db: MariaDbServer;
  dataDir: string;
  /** The production settings on this MariaDB, plus the scenario's own. */
  env(overrides?: Record<string, string>): Record<string, string>;
  /** Tab-separated rows of a query run as root in the scenario's database. */
  rows(sql: string): Promise<string[][]>;
  close(): Promise<void>;
}

export async function openFaultBench(name: string): Promise<FaultBench> {
  const temp = makeTempDir(`resilience-${name}`);
  const db = await startMariaDb({ quiet: true, database: `resilience_${name.replace(/\W/g, '_')}` });
  return {
    db,
    dataDir: temp.dir,
    // TRUST_PROXY=1: each simulated applicant sends its own X-Forwarded-For, so per-address limits
    // count applicants, not the test process.
    env: (overrides = {}) =>
      productionEnv(temp.dir, { DATABASE_URL: db.url, TRUST_PROXY: '1', ...overrides }),
    rows: async (sql) => {
      const text = await db.query(`USE \`${db.database}\`;\n${sql}`);
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('\t'));
    },
    close: async () => {
      await db.stop();
      temp.remove();
    },
  };
}

/** A distinct client address per simulated visitor (a header only: every connection stays on loopback). */
export function visitorAddress(index: number): string {
  return `10.16.${(index >> 8) & 255}.${index & 255}`;
}
