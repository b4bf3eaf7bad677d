import express from 'express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PublicReadCache } from '../../backend/src/common/cache/public-read-cache';
import { siteSecurityPolicy } from '../../backend/src/common/http/security-headers';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

/** The headers helmet itself sends with the site's policy (the test app does not run in production). */
async function helmetHeaders(): Promise<Record<string, string>> {
  const bare = express()
    .use(siteSecurityPolicy(false))
    .get('/', (_request, response) => response.end());
  const { headers } = await request(bare).get('/');
  const names = Object.keys(headers).filter((name) => !/^(date|connection|content-length)$/.test(name));
  return Object.fromEntries(names.map((name) => [name, headers[name] as string]));
}

// The jobs list, one job and the constants are answered ahead of Nest's router
// (backend/src/common/http/hot-public-reads.ts); they must look exactly like the Nest routes' replies.
describe.each(TEST_ENGINES)('Hot public reads (%s)', (engine) => {
  let api: ApiTestApp;
  let expected: Record<string, string>;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { SEED_SAMPLE_JOBS: 'true' } });
    expected = await helmetHeaders();
  });
  afterAll(() => api.close());

  const firstJobId = async (): Promise<number> =>
    ((await api.request().get('/api/careers/public').expect(200)).body as { data: { id: number }[] }).data[0]
      .id;

  it('send the same security headers as helmet, like the routes Nest answers', async () => {
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining(['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']),
    );
    const id = await firstJobId();
    for (const path of [
      '/api/careers/public',
      `/api/careers/public/${id}`,
      '/api/constants',
      '/api/health',
    ]) {
      const response = await api.request().get(path).set('Accept-Encoding', 'gzip').expect(200);
      expect({ path, headers: response.headers }).toEqual({
        path,
        headers: expect.objectContaining(expected),
      });
    }
    const missing = await api.request().get('/api/careers/public/abc').expect(404);
    expect(missing.headers).toEqual(expect.objectContaining(expected));
  });

  it('answer header for header as the Nest route does (HEAD is left to it): 200 and 304, plain and gzip', async () => {
    const withoutDate = (headers: Record<string, string>) => ({ ...headers, date: undefined });
    const id = await firstJobId();
    for (const path of ['/api/careers/public', `/api/careers/public/${id}`, '/api/constants']) {
      const { etag } = (await api.request().get(path).expect(200)).headers;
      for (const gzip of [false, true]) {
        for (const ifNoneMatch of [undefined, etag]) {
          const ask = (method: 'get' | 'head') => {
            const client = api.request();
            // Set either way: supertest asks for gzip on its own, except on HEAD.
            const call = (method === 'get' ? client.get(path) : client.head(path)).set(
              'Accept-Encoding',
              gzip ? 'gzip' : 'identity',
            );
            if (ifNoneMatch) call.set('If-None-Match', ifNoneMatch);
            return call.expect(ifNoneMatch ? 304 : 200);
          };
          const [hot, nest] = [await ask('get'), await ask('head')];
          const variant = { path, gzip, ifNoneMatch };
          expect({ ...variant, headers: withoutDate(hot.headers) }).toEqual({
            ...variant,
            headers: withoutDate(nest.headers),
          });
        }
      }
    }
  });

  it('ignore the query string and leave trailing slashes to the Nest routes', async () => {
    const plain = await api.request().get('/api/careers/public').expect(200);
    const withQuery = await api.request().get('/api/careers/public?utm_source=test').expect(200);
    expect(withQuery.body).toEqual(plain.body);
    expect(withQuery.headers.etag).toBe(plain.headers.etag);
    const slash = await api.request().get('/api/careers/public/').expect(200);
    expect(slash.body).toEqual(plain.body);
  });

  it('let the Nest route answer a failing database in the API error format', async () => {
    const dataSource = api.app.get(DataSource);
    api.app.get(PublicReadCache).invalidate();
    await dataSource.destroy();
    try {
      const response = await api.request().get('/api/careers/public');
      expect(response.status).toBeGreaterThanOrEqual(500);
      expect(response.body).toEqual(expect.objectContaining({ success: false, statusCode: response.status }));
    } finally {
      await dataSource.initialize();
    }
    await api.request().get('/api/careers/public').expect(200);
  });
});
