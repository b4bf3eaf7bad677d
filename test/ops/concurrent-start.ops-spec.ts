import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startMariaDb, type MariaDbServer } from '../support/mariadb';
import {
  makeTempDir,
  productionEnv,
  REPO_ROOT,
  startBuiltServer,
  waitFor,
  type BuiltServer,
} from './support/built-server';
import { getJson } from './support/site-client';

const REPLICAS = 3;
/** Every migration the build ships: each must be recorded exactly once. */
const MIGRATIONS = readdirSync(
  join(REPO_ROOT, 'backend', 'dist', 'platform', 'database', 'migrations'),
).filter((file) => file.endsWith('.js'));

/** Starts the replicas at the same moment and waits until each one is ready. */
async function startReplicasTogether(env: Record<string, string>): Promise<BuiltServer[]> {
  const replicas = await Promise.all(
    Array.from({ length: REPLICAS }, () =>
      startBuiltServer({ ...env, LOG_LEVEL: 'info' }, { startTimeoutMs: 120_000 }),
    ),
  );
  for (const replica of replicas) {
    const ready = await waitFor(`replica on ${replica.port} to be ready`, async () => {
      const response = await getJson(`${replica.baseUrl}/api/health/ready`);
      return response.status === 200 && response.body;
    });
    expect(ready).toEqual({
      status: 'ready',
      migrations: 'done',
      database: 'up',
      server: 'serving',
      notReady: [],
    });
  }
  return replicas;
}

/** Replicas of the built server started together on one fresh database (no containers needed). */
describe('replicas started together migrate one after the other', () => {
  const temp = makeTempDir('ops-concurrent-start');
  let replicas: BuiltServer[] = [];
  afterEach(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    replicas = [];
  });
  afterAll(() => temp.remove());

  describe('on MariaDB (GET_LOCK)', () => {
    let db: MariaDbServer;
    beforeAll(async () => {
      db = await startMariaDb({ quiet: true, database: 'ops_replicas' });
    });
    afterAll(() => db?.stop());

    it('all become ready, each migration recorded once, and a waiting replica says so', async () => {
      replicas = await startReplicasTogether(productionEnv(temp.dir, { DATABASE_URL: db.url }));

      const recorded = await db.query('SELECT name, COUNT(*) FROM ops_replicas.migrations GROUP BY name');
      const counts = recorded
        .trim()
        .split('\n')
        .map((line) => line.split('\t'));
      expect(counts).toHaveLength(MIGRATIONS.length);
      expect(counts.filter(([, count]) => count !== '1')).toEqual([]);
      const logs = replicas.map((replica) => replica.output());
      expect(logs.filter((log) => /Ran \d+ migration/.test(log))).toHaveLength(1);
      expect(
        logs.filter((log) => /Waiting for another instance to finish the migrations/.test(log)).length,
      ).toBeGreaterThan(0);
    });
  });

  describe('on SQLite (its write lock)', () => {
    it('all become ready on one database file, each migration recorded once', async () => {
      const env = productionEnv(temp.dir, { SQLITE_PATH: join(temp.dir, 'replicas.sqlite') });
      replicas = await startReplicasTogether(env);

      const database = await new DataSource({
        type: 'better-sqlite3',
        database: env.SQLITE_PATH,
      }).initialize();
      try {
        const counts = (await database.query(
          'SELECT name, COUNT(*) AS count FROM migrations GROUP BY name',
        )) as {
          count: number;
        }[];
        expect(counts).toHaveLength(MIGRATIONS.length);
        expect(counts.filter(({ count }) => count !== 1)).toEqual([]);
      } finally {
        await database.destroy();
      }
      expect(
        replicas.map((replica) => replica.output()).filter((log) => /Ran \d+ migration/.test(log)),
      ).toHaveLength(1);
    });
  });
});
