import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { parsePrometheusText, type PrometheusScrape } from '../support/prometheus-text';
import { applicationFor, applyWithResume, createJob, pdfResume } from './job-applications-fixtures';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(TEST_ENGINES[0]!);
  });
  afterAll(() => api.close());

  it('does not exist, whatever token is offered', async () => {
    await api.request().get('/metrics').expect(404);
    await api.request().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    await api.request().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});

describe('METRICS_TOKEN too short', () => {
  // On SQLite whatever TEST_DATABASES says: the refusal is the same on both engines, and on MariaDB
  // the refused app's database is dropped while TypeORM still connects, whose retry 3 s later
  // outlived the test file (Jest: a require after the environment was torn down, exit code 1).
  it('stops start-up with a message naming the variable', async () => {
    await expect(startApiApp('sqlite', { extraEnv: { METRICS_TOKEN: 'short' } })).rejects.toThrow(
      /METRICS_TOKEN must be at least 24 characters/,
    );
  });
});

describe.each(TEST_ENGINES)('GET /metrics with METRICS_TOKEN (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api.close());

  const scrape = async (): Promise<{ text: string; metrics: PrometheusScrape }> => {
    const response = await api.request().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return { text: response.text, metrics: parsePrometheusText(response.text) };
  };

  it('answers 404 to a missing, wrong or non-bearer credential', async () => {
    await api.request().get('/metrics').expect(404);
    await api.request().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
    await api
      .request()
      .get('/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(1)}`)
      .expect(404);
    await api.request().get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(404);
    await api
      .request()
      .get('/metrics')
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(404);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    await api.request().get('/api/careers/public/987654').expect(404);
    await api.request().get('/api/careers/public/123456').expect(404);
    await api.request().post('/api/no-such-route-4711').send({}).expect(404);
    const { text, metrics } = await scrape();
    expect(metrics.types.get('http_requests_total')).toBe('counter');
    expect(metrics.types.get('http_request_duration_seconds')).toBe('histogram');
    const byId = { method: 'GET', route: '/api/careers/public/:id', status: '404' };
    expect(metrics.sum('http_requests_total', byId)).toBe(2);
    expect(metrics.sum('http_request_duration_seconds_count', byId)).toBe(2);
    expect(metrics.sum('http_request_duration_seconds_bucket', { ...byId, le: '+Inf' })).toBe(2);
    // An address no route serves is counted under the framework's catch-all pattern, not its path.
    expect(metrics.sum('http_requests_total', { method: 'POST', status: '404' })).toBe(1);
    // Labels only: a duration's digits may happen to contain the same figures.
    const labels = text.split('\n').map((line) => /\{(.*)\}/.exec(line)?.[1] ?? '');
    for (const raw of ['987654', '123456', '4711']) {
      expect(labels.filter((labelSet) => labelSet.includes(raw))).toEqual([]);
    }
  });

  it('counts the cached public reads, 200 and 304 alike, under their route pattern', async () => {
    const list = { method: 'GET', route: '/api/careers/public' };
    const before = (await scrape()).metrics;
    const first = await api.request().get('/api/careers/public').expect(200);
    await api.request().get('/api/careers/public').set('If-None-Match', first.headers.etag).expect(304);
    await api.request().head('/api/constants').expect(200);
    const after = (await scrape()).metrics;
    const added = (labels: Record<string, string>) =>
      after.sum('http_requests_total', labels) - before.sum('http_requests_total', labels);
    expect(added({ ...list, status: '200' })).toBe(1);
    expect(added({ ...list, status: '304' })).toBe(1);
    expect(added({ method: 'HEAD', route: '/api/constants', status: '200' })).toBe(1);
    const timed = { ...list, status: '304', le: '+Inf' };
    expect(after.sum('http_request_duration_seconds_bucket', timed)).toBeGreaterThan(
      before.sum('http_request_duration_seconds_bucket', timed),
    );
  });

  it('counts stored uploads by kind and size, the outbox queue, and no personal data', async () => {
    const job = await createJob(api);
    const email = 'metrics-applicant@example.org';
    await applyWithResume(api, applicationFor(job.id, { email }), {
      content: pdfResume(),
      name: 'cv.pdf',
    }).expect(201);
    const { text, metrics } = await scrape();

    expect(metrics.sum('stored_files_total', { kind: 'resume' })).toBe(1);
    expect(metrics.sum('stored_file_size_bytes_count', { kind: 'resume' })).toBe(1);
    expect(metrics.sum('stored_file_size_bytes_sum', { kind: 'resume' })).toBe(pdfResume().length);
    // The application queued two e-mails (to HR and to the applicant), pending or already sent.
    expect(metrics.sum('outbox_messages')).toBeGreaterThanOrEqual(2);
    expect(metrics.has('outbox_oldest_pending_age_seconds')).toBe(true);
    expect(metrics.sum('outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);

    for (const personal of [email, 'Aisha', 'Rahman', 'cv.pdf']) expect(text).not.toContain(personal);
  });

  it('counts rate-limit refusals by route', async () => {
    let refused = 0;
    for (let attempt = 0; attempt < 12 && refused === 0; attempt += 1) {
      const response = await api
        .request()
        .post('/api/quote-requests')
        .set('X-Forwarded-For', '203.0.113.77')
        .send({});
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const { metrics } = await scrape();
    expect(metrics.sum('rate_limit_refusals_total', { route: '/api/quote-requests' })).toBe(1);
  });

  it('reports database query timings, process and event-loop figures', async () => {
    const { metrics } = await scrape();
    expect(
      metrics.sum('db_query_duration_seconds_count', { statement: 'SELECT', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(metrics.has(name)).toBe(true);
    }
    if (engine === 'mariadb')
      expect(metrics.sum('db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
  });
});
