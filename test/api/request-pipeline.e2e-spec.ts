import express from 'express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PublicReadCache } from '../../backend/src/platform/common/cache/public-read-cache';
import { siteSecurityPolicy } from '../../backend/src/platform/common/http/security-headers';
import {
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';
import { createJob, JOB_INPUT } from './job-applications-fixtures';

/** The headers helmet itself sends with the site's policy (the test app does not run in production). */
async function helmetHeaders(): Promise<Record<string, string>> {
  const bare = express()
    .use(siteSecurityPolicy({ isProduction: false, publicUrl: 'http://localhost:3000' }))
    .get('/', (_request, response) => response.end());
  const { headers } = await request(bare).get('/');
  const names = Object.keys(headers).filter((name) => !/^(date|connection|content-length)$/.test(name));
  return Object.fromEntries(names.map((name) => [name, headers[name] as string]));
}

const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Every request goes through one pipeline (backend/src/platform/common/http): request id and security headers
// first, then Nest's router, guard and HttpReplyInterceptor, which serves `@PublicCache()` reads
// from a body prepared once per cached value.
describe.each(TEST_ENGINES)('Request pipeline (%s)', (engine) => {
  let api: ApiTestApp;
  let expected: Record<string, string>;
  let auth: string;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { SEED_SAMPLE_JOBS: 'true' } });
    expected = await helmetHeaders();
    auth = `Bearer ${await api.adminToken()}`;
  });
  afterAll(() => api.close());

  const firstJobId = async (): Promise<number> =>
    ((await api.request().get('/api/careers/public').expect(200)).body as { data: { id: number }[] }).data[0]
      .id;

  it('gives every answer the security headers and a request id, whoever answers it', async () => {
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']),
    );
    const id = await firstJobId();
    const answers = [
      await api.request().get('/api/careers/public').set('Accept-Encoding', 'gzip').expect(200),
      await api.request().get(`/api/careers/public/${id}`).expect(200),
      await api.request().get('/api/constants').expect(200),
      await api.request().get('/api/health').expect(200),
      await api.request().get('/api/careers/public/abc').expect(404),
      await api.request().get('/api/admin/careers').expect(401),
      await api.request().get('/api/admin/careers').set('Authorization', auth).expect(200),
      // Refused by the body parser, before any route.
      await api.request().post('/api/contact').set('Content-Type', 'application/json').send('{').expect(400),
    ];
    for (const answer of answers) {
      const { method, url } = answer.request;
      expect({ method, url, headers: answer.headers }).toEqual({
        method,
        url,
        headers: expect.objectContaining({ ...expected, 'x-request-id': expect.stringMatching(UUID) }),
      });
    }
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(answers.length);
  });

  it("keeps a proxy's well-formed X-Request-Id and replaces any other", async () => {
    const kept = await api.request().get('/api/constants').set('X-Request-Id', 'lb-7f3a_01').expect(200);
    expect(kept.headers['x-request-id']).toBe('lb-7f3a_01');
    for (const bad of ['has spaces', 'x'.repeat(101), '<script>']) {
      const replaced = await api.request().get('/api/careers/public').set('X-Request-Id', bad).expect(200);
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('serves public reads for shared caches: 200 and 304 on the ETag, plain and gzip, HEAD alike', async () => {
    const id = await firstJobId();
    for (const path of ['/api/careers/public', `/api/careers/public/${id}`, '/api/constants']) {
      const plain = await api.request().get(path).set('Accept-Encoding', 'identity').expect(200);
      const gzip = await api.request().get(path).set('Accept-Encoding', 'gzip').expect(200);
      const { etag } = plain.headers;
      expect({ path, headers: plain.headers }).toEqual({
        path,
        headers: expect.objectContaining({
          'cache-control': PUBLIC_READ_CACHE,
          'content-type': 'application/json; charset=utf-8',
          etag: expect.stringMatching(/^W\/"[0-9a-f]+-[\w-]+"$/),
          vary: 'Accept-Encoding',
          'content-length': String(Buffer.byteLength(plain.text)),
        }),
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(gzip.headers).toEqual(
        expect.objectContaining({ 'content-encoding': 'gzip', etag, 'cache-control': PUBLIC_READ_CACHE }),
      );
      expect(Number(gzip.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text));
      expect(gzip.text).toBe(plain.text);

      for (const encoding of ['identity', 'gzip']) {
        const notModified = await api
          .request()
          .get(path)
          .set('Accept-Encoding', encoding)
          .set('If-None-Match', etag)
          .expect(304);
        expect(notModified.headers).toEqual(
          expect.objectContaining({ etag, 'cache-control': PUBLIC_READ_CACHE }),
        );
        expect(notModified.headers['content-length']).toBeUndefined();
        expect(notModified.text).toBeFalsy();
      }
      const head = await api.request().head(path).set('Accept-Encoding', 'identity').expect(200);
      expect(head.headers).toEqual(
        expect.objectContaining({ etag, 'content-length': plain.headers['content-length'] }),
      );
    }
  });

  it('sends the same bytes as before: the envelope around the data, nothing else', async () => {
    const list = await api.request().get('/api/careers/public').expect(200);
    const adminJobs = (
      (await api.request().get('/api/admin/careers').set('Authorization', auth).expect(200)).body as {
        data: ({ status: string; applicationCount?: number; arabicMissing?: string[] } & Record<
          string,
          unknown
        >)[];
      }
    ).data;
    const publicJobs = adminJobs
      .filter((job) => job.status !== 'inactive')
      .map(({ applicationCount: _count, arabicMissing: _missing, ...job }) => job);
    expect(list.text).toBe(JSON.stringify({ success: true, data: publicJobs }));
    const constants = await api.request().get('/api/constants').expect(200);
    expect(constants.text).toBe(JSON.stringify({ success: true, data: constants.body.data }));
    expect(constants.text.startsWith('{"success":true,"data":{')).toBe(true);
  });

  it('ignores the query string and answers a trailing slash alike', async () => {
    const plain = await api.request().get('/api/careers/public').expect(200);
    const withQuery = await api.request().get('/api/careers/public?utm_source=test').expect(200);
    expect(withQuery.text).toBe(plain.text);
    expect(withQuery.headers.etag).toBe(plain.headers.etag);
    const slash = await api.request().get('/api/careers/public/').expect(200);
    expect(slash.text).toBe(plain.text);
  });

  it('answers with the new data and ETag at once after a write on this instance', async () => {
    const before = await api.request().get('/api/careers/public').expect(200);
    const job = await createJob(api, { title: 'Pipeline invalidation check' });
    const after = await api
      .request()
      .get('/api/careers/public')
      .set('If-None-Match', before.headers.etag)
      .expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body.data[0]).toEqual(
      expect.objectContaining({ id: job.id, title: 'Pipeline invalidation check' }),
    );

    const one = await api.request().get(`/api/careers/public/${job.id}`).expect(200);
    await api
      .request()
      .put(`/api/admin/careers/${job.id}`)
      .set('Authorization', auth)
      .send({ ...JOB_INPUT, title: 'Renamed' })
      .expect(200);
    const renamed = await api
      .request()
      .get(`/api/careers/public/${job.id}`)
      .set('If-None-Match', one.headers.etag)
      .expect(200);
    expect(renamed.body.data.title).toBe('Renamed');
    await api.request().delete(`/api/admin/careers/${job.id}`).set('Authorization', auth).expect(200);
    await api.request().get(`/api/careers/public/${job.id}`).expect(404);
  });

  it('marks every admin answer no-store, errors included: it carries applicant data', async () => {
    for (const path of [
      '/api/admin/careers',
      '/api/admin/job-applications',
      '/api/admin/enquiries',
      '/api/job-applications/grouped-by-job',
      '/api/admin/me',
    ]) {
      const response = await api.request().get(path).set('Authorization', auth).expect(200);
      expect({ path, cacheControl: response.headers['cache-control'] }).toEqual({
        path,
        cacheControl: 'no-store',
      });
    }
    const missing = await api
      .request()
      .post('/api/admin/job-applications/999999/resume-token')
      .set('Authorization', auth)
      .expect(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const refused = await api
      .request()
      .patch('/api/admin/enquiries/999999')
      .set('Authorization', auth)
      .send({ handled: true })
      .expect(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('marks the other API answers no-store too: a login carries a session token', async () => {
    const login = await api
      .request()
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('answers a failing database in the API error format, then recovers', async () => {
    const dataSource = api.app.get(DataSource);
    api.app.get(PublicReadCache).invalidate();
    await dataSource.destroy();
    try {
      const response = await api.request().get('/api/careers/public');
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.body).toEqual(expect.objectContaining({ success: false, statusCode: response.status }));
      expect(response.headers['cache-control']).toBeUndefined();
    } finally {
      await dataSource.initialize();
    }
    await api.request().get('/api/careers/public').expect(200);
  });
});
