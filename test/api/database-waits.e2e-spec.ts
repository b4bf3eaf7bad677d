import { REQUEST_MESSAGES } from '@uaq/contract';
import { REQUEST_MESSAGES_AR } from '@uaq/contract/messages.ar';
import { createConnection, type Connection } from 'mysql2/promise';
import type { Response } from 'supertest';
import { DataSource, type QueryRunner } from 'typeorm';
import { startApiApp, TEST_ENGINES, type ApiTestApp, type Engine } from '../support/api-app';
import { ensureBuild, startSiteServer } from '../support/site-server';
import { createJob, JOB_INPUT } from './job-applications-fixtures';

/** A row lock held by another client of the database until `release()`. */
interface HeldLock {
  release(): Promise<void>;
}

/** Holds the job's row (MariaDB) or the whole database's write lock (SQLite) from outside the app. */
async function lockJob(api: ApiTestApp, engine: Engine, jobId: number): Promise<HeldLock> {
  if (engine === 'sqlite') {
    const other = await new DataSource({
      type: 'better-sqlite3',
      database: api.env.SQLITE_PATH,
    }).initialize();
    await other.query('BEGIN IMMEDIATE');
    return {
      release: async () => {
        await other.query('COMMIT');
        await other.destroy();
      },
    };
  }
  const other: Connection = await createConnection({ uri: api.env.DATABASE_URL });
  await other.query('START TRANSACTION');
  await other.query('SELECT id FROM jobs WHERE id = ? FOR UPDATE', [jobId]);
  return {
    release: async () => {
      await other.query('COMMIT');
      await other.end();
    },
  };
}

/** A 503 a client can retry: the error envelope with its code, and how long to wait. */
function expectRetryable(response: Response, code: string, message: string): void {
  expect(response.status).toBe(503);
  expect(response.body).toEqual({ success: false, statusCode: 503, code, message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * Issue 39: no request waits for ever on the database. A wait the server gives up answers 503 with
 * `Retry-After`, and the server serves again by itself once the cause is gone.
 */
describe.each(TEST_ENGINES)('Bounded waits on the database (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  beforeAll(async () => {
    // One pool connection (as the whole MariaDB suite has), so taking it starves the pool.
    api = await startApiApp(engine, { extraEnv: { DB_STATEMENT_TIMEOUT_MS: '1000', DB_POOL_SIZE: '1' } });
    token = await api.adminToken();
  });
  afterAll(() => api?.close());

  const renameJob = (id: number, title: string) =>
    api
      .request()
      .put(`/api/admin/careers/${id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ ...JOB_INPUT, title });

  it('answers a write stuck behind a lock held elsewhere with a 503 to retry, then takes it', async () => {
    const job = await createJob(api);
    const lock = await lockJob(api, engine, job.id);
    let refused: Response;
    try {
      refused = await renameJob(job.id, 'Sprinkler Fitter');
    } finally {
      await lock.release();
    }
    // MariaDB cuts the statement (DB_STATEMENT_TIMEOUT_MS); SQLite gives up after its busy timeout.
    if (engine === 'mariadb') expectRetryable(refused, 'request.busy', REQUEST_MESSAGES.busy);
    else expectRetryable(refused, 'request.unavailable', REQUEST_MESSAGES.unavailable);

    const retried = await renameJob(job.id, 'Sprinkler Fitter').expect(200);
    expect(retried.body.data.title).toBe('Sprinkler Fitter');
  });

  if (engine === 'mariadb') {
    describe('every pool connection taken', () => {
      let holder: QueryRunner | null = null;
      const takeTheConnection = async () => {
        holder = api.app.get(DataSource).createQueryRunner();
        await holder.connect();
      };
      const giveItBack = async () => {
        await holder?.release();
        holder = null;
      };
      afterEach(giveItBack);

      it('answers reads 503 in the visitor language, with Retry-After, and serves again once one is free', async () => {
        await takeTheConnection();
        expectRetryable(
          await api.request().get('/api/careers/public'),
          'request.busy',
          REQUEST_MESSAGES.busy,
        );
        expectRetryable(
          await api.request().get('/api/careers/public').set('Accept-Language', 'ar'),
          'request.busy',
          REQUEST_MESSAGES_AR.busy,
        );
        await giveItBack();
        await api.request().get('/api/careers/public').expect(200);
      });

      it('is not ready, naming the database, within its own budget, and ready again after', async () => {
        await takeTheConnection();
        const starved = await api.request().get('/api/health/ready').expect(503);
        expect(starved.body).toMatchObject({ status: 'not-ready', database: 'down', notReady: ['database'] });
        await api.request().get('/api/health/live').expect(200);
        await giveItBack();
        await api.request().get('/api/health/ready').expect(200);
      });
    });

    // Pages render only in the built server (the SSR bundle is an ES module Jest cannot load).
    it('answers a page whose data read was cut 503 to retry, not a server error, and renders it after', async () => {
      ensureBuild();
      const site = await startSiteServer({ ...api.env, DB_STATEMENT_TIMEOUT_MS: '1000' });
      const other = await createConnection({ uri: api.env.DATABASE_URL });
      try {
        await other.query('LOCK TABLES jobs WRITE');
        const refused = await fetch(`${site.url}/careers`);
        await other.query('UNLOCK TABLES');
        expect(refused.status).toBe(503);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await fetch(`${site.url}/careers`)).status).toBe(200);
      } finally {
        await other.end();
        await site.stop();
      }
    });

    describe('the request deadline (REQUEST_TIMEOUT_MS)', () => {
      let late: ApiTestApp;
      beforeAll(async () => {
        // No statement limit here: the deadline is what answers.
        late = await startApiApp(engine, {
          extraEnv: { REQUEST_TIMEOUT_MS: '1000', DB_STATEMENT_TIMEOUT_MS: '0' },
        });
      });
      afterAll(() => late?.close());

      it('answers 503 to a request still waiting when its time is up; the work goes on and lands', async () => {
        const job = await createJob(late);
        const lock = await lockJob(late, engine, job.id);
        let refused: Response;
        try {
          refused = await late
            .request()
            .put(`/api/admin/careers/${job.id}`)
            .set('Authorization', `Bearer ${await late.adminToken()}`)
            .send({ ...JOB_INPUT, title: 'Fire Pump Operator' });
        } finally {
          await lock.release();
        }
        expectRetryable(refused, 'request.busy', REQUEST_MESSAGES.busy);

        // The update waited for the lock, not for the answer: it is stored once the lock is gone.
        const stored = await late.request().get(`/api/careers/public/${job.id}`).expect(200);
        expect(stored.body.data.title).toBe('Fire Pump Operator');
        await late.request().get('/api/health/ready').expect(200);
      });
    });
  }
});
