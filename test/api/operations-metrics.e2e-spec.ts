import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import { freePort } from '../support/mariadb';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { parsePrometheusText, type PrometheusScrape } from '../support/prometheus-text';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const HOUR_MS = 3600 * 1000;

async function scrape(api: ApiTestApp): Promise<PrometheusScrape> {
  const response = await api.request().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
  return parsePrometheusText(response.text);
}

/** A value of a gauge, or undefined when the scrape has no sample for these labels. */
function valueOf(metrics: PrometheusScrape, name: string, labels: Record<string, string> = {}) {
  return metrics.samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}

// What operators watch besides requests (docs/operating.md, "Metrics"): the release, scheduled jobs, the
// stores the server depends on, and the age of the backups.
describe.each(TEST_ENGINES)('GET /metrics: the release, jobs, stores and backups (%s)', (engine) => {
  let api: ApiTestApp;
  const backups = mkdtempSync(join(tmpdir(), 'metrics-backups-'));
  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { METRICS_TOKEN: TOKEN, APP_VERSION: 'v2026.11.28-3-gabc1234', BACKUP_DIR: backups },
    });
  });
  afterAll(async () => {
    await api.close();
    rmSync(backups, { recursive: true, force: true });
  });

  it('names the release it runs', async () => {
    expect(valueOf(await scrape(api), 'app_info', { version: 'v2026.11.28-3-gabc1234' })).toBe(1);
  });

  it('reports each scheduled job’s period, last success and last failure', async () => {
    const jobs = api.app.get(ScheduledJobsService);
    jobs.register({
      name: 'metrics-test-failing',
      everyMs: HOUR_MS,
      run: () => Promise.reject(new Error('on purpose')),
    });
    const before = Date.now() / 1000;
    await jobs.runDue();
    const metrics = await scrape(api);
    expect(valueOf(metrics, 'scheduled_job_period_seconds', { job: 'stored-files-sweep' })).toBe(86_400);
    const sweep = valueOf(metrics, 'scheduled_job_last_success_timestamp_seconds', {
      job: 'stored-files-sweep',
    });
    expect(sweep).toBeGreaterThanOrEqual(before - 1);
    expect(sweep).toBeLessThanOrEqual(Date.now() / 1000 + 1);
    expect(
      valueOf(metrics, 'scheduled_job_last_failure_timestamp_seconds', { job: 'metrics-test-failing' }),
    ).toBeGreaterThanOrEqual(before - 1);
    expect(
      valueOf(metrics, 'scheduled_job_last_success_timestamp_seconds', { job: 'metrics-test-failing' }),
    ).toBeUndefined();
  });

  it('says the local files folder answers, and reports no Redis when none is configured', async () => {
    const metrics = await scrape(api);
    expect(valueOf(metrics, 'file_store_up', { store: 'local' })).toBe(1);
    expect(valueOf(metrics, 'redis_up')).toBeUndefined();
  });

  it('reports the newest complete backup and the last copy off the machine, once there are some', async () => {
    let metrics = await scrape(api);
    // None yet: 0, so the age alert fires for "never" too.
    expect(valueOf(metrics, 'backup_last_success_timestamp_seconds')).toBe(0);
    expect(valueOf(metrics, 'backup_offsite_last_success_timestamp_seconds')).toBe(0);
    const backup = (name: string, writtenAt: Date, complete = true) => {
      mkdirSync(join(backups, name));
      writeFileSync(join(backups, name, 'manifest.json'), '{}');
      if (!complete) return;
      writeFileSync(join(backups, name, 'uploads.tar.gz'), '');
      utimesSync(join(backups, name, 'uploads.tar.gz'), writtenAt, writtenAt);
    };
    const yesterday = new Date(Date.now() - 24 * HOUR_MS);
    backup('backup-20261127T020000Z', yesterday);
    // Still being written: not counted.
    backup('backup-20261128T020000Z', new Date(), false);
    writeFileSync(join(backups, 'offsite-last-success'), '');
    utimesSync(join(backups, 'offsite-last-success'), yesterday, yesterday);
    metrics = await scrape(api);
    expect(valueOf(metrics, 'backup_last_success_timestamp_seconds')).toBeCloseTo(
      yesterday.getTime() / 1000,
      0,
    );
    expect(valueOf(metrics, 'backup_offsite_last_success_timestamp_seconds')).toBeCloseTo(
      yesterday.getTime() / 1000,
      0,
    );
  });
});

describe('GET /metrics: Redis and the bucket, reachable or not', () => {
  let bucket: S3TestServer;
  let api: ApiTestApp;
  beforeAll(async () => {
    bucket = await startS3TestServer();
    // Nothing listens on this port: Redis is configured but down.
    const closedPort = await freePort();
    api = await startApiApp(TEST_ENGINES[0]!, {
      extraEnv: { METRICS_TOKEN: TOKEN, REDIS_URL: `redis://127.0.0.1:${closedPort}`, ...bucket.env() },
    });
  });
  afterAll(async () => {
    await api?.close();
    await bucket?.close();
  });

  it('reports Redis down, and the bucket up, then down, then up again', async () => {
    let metrics = await scrape(api);
    expect(valueOf(metrics, 'redis_up')).toBe(0);
    expect(valueOf(metrics, 'file_store_up', { store: 's3' })).toBe(1);
    bucket.goDown();
    metrics = await scrape(api);
    expect(valueOf(metrics, 'file_store_up', { store: 's3' })).toBe(0);
    bucket.comeBack();
    metrics = await scrape(api);
    expect(valueOf(metrics, 'file_store_up', { store: 's3' })).toBe(1);
  });
});
