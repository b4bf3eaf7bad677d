import { DataSource } from 'typeorm';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const SERVERS = 3;
const HOUR_MS = 3600_000;
/** A fixed hour boundary, so the periods the test walks through are known. */
const START = Date.UTC(2026, 10, 26, 0, 0, 0);

describe.each(TEST_ENGINES)('Scheduled jobs on several servers sharing one database (%s)', (engine) => {
  const servers: ApiTestApp[] = [];
  let now = START;

  beforeAll(async () => {
    const first = await startApiApp(engine);
    servers.push(first);
    // The others use the first one's database: the SQLite file or the MariaDB database.
    const shared: Record<string, string> =
      engine === 'sqlite'
        ? { SQLITE_PATH: first.env.SQLITE_PATH! }
        : { DATABASE_URL: first.env.DATABASE_URL! };
    for (let index = 1; index < SERVERS; index += 1)
      servers.push(await startApiApp(engine, { extraEnv: shared }));
    for (const server of servers)
      jest.spyOn(server.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(async () => {
    // The first server last: it owns (and removes) the shared database.
    for (const server of [...servers].reverse()) await server.close();
  });

  it('runs a job once per period across all servers, whoever ticks first', async () => {
    const runs: { server: number; period: string }[] = [];
    servers.forEach((server, index) =>
      server.app.get(ScheduledJobsService).register({
        name: 'test-hourly-count',
        everyMs: HOUR_MS,
        run: async ({ start }) => {
          runs.push({ server: index, period: start.toISOString() });
          // Long enough for the other servers' ticks to overlap with this run.
          await new Promise((done) => setTimeout(done, 20));
        },
      }),
    );

    const periods = 6;
    for (let hour = 0; hour < periods; hour += 1) {
      // Several ticks per period, from every server at once, at different minutes of the hour.
      for (const minute of [1, 17, 59]) {
        now = START + hour * HOUR_MS + minute * 60_000;
        await Promise.all(servers.map((server) => server.app.get(ScheduledJobsService).runDue()));
      }
    }

    const expected = Array.from({ length: periods }, (_, hour) =>
      new Date(START + hour * HOUR_MS).toISOString(),
    );
    expect(runs.map((run) => run.period).sort()).toEqual(expected);
    const [{ count }] = await servers[0]!.app
      .get(DataSource)
      .query(
        "SELECT COUNT(*) AS count FROM scheduled_job_runs WHERE jobName = 'test-hourly-count' AND outcome = 'done'",
      );
    expect(Number(count)).toBe(periods);
  });

  it('records a failed run, and runs the job again in the next period', async () => {
    let attempts = 0;
    servers.forEach((server) =>
      server.app.get(ScheduledJobsService).register({
        name: 'test-failing',
        everyMs: HOUR_MS,
        run: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('first run fails');
        },
      }),
    );
    now = START + 10 * HOUR_MS;
    await Promise.all(servers.map((server) => server.app.get(ScheduledJobsService).runDue()));
    now += HOUR_MS;
    await Promise.all(servers.map((server) => server.app.get(ScheduledJobsService).runDue()));
    expect(attempts).toBe(2);
    const outcomes = await servers[0]!.app
      .get(DataSource)
      .query("SELECT outcome FROM scheduled_job_runs WHERE jobName = 'test-failing' ORDER BY periodStart");
    expect(outcomes.map((row: { outcome: string }) => row.outcome)).toEqual(['failed', 'done']);
  });

  it('refuses a second job of the same name on one server', () => {
    const register = () =>
      servers[0]!.app
        .get(ScheduledJobsService)
        .register({ name: 'test-hourly-count', everyMs: HOUR_MS, run: async () => {} });
    expect(register).toThrow('Scheduled job test-hourly-count is registered twice');
  });
});
