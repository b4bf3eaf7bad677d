import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const SEEDED = {
  projectCount: 80,
  clientsCount: 50,
  yearsExperience: 10,
  expertEngineers: 15,
  companyName: expect.any(String),
  contactEmail: expect.stringMatching(/@example\.com$/),
  contactPhone: expect.stringMatching(/^\+971 /),
  careersEmail: expect.stringMatching(/@example\.com$/),
  officeLocation: 'Al Raas, Umm Al Quwain, UAE',
  whatsappNumber: expect.stringMatching(/^\+971 /),
  emergencyPhone: expect.stringMatching(/^\+971 /),
  civilDefenceApprovalNo: expect.stringMatching(/^EXAMPLE-/),
  tradeLicenceNo: expect.stringMatching(/^EXAMPLE-/),
  // The Arabic trade name and address.
  companyNameAr: 'شركة الراس لأنظمة الحريق والسلامة ذ.م.م.',
  officeLocationAr: 'الراس، أم القيوين، الإمارات العربية المتحدة',
};

describe.each(TEST_ENGINES)('Site constants (%s)', (engine) => {
  let api: ApiTestApp;
  let token: string;
  // A short public cache TTL would hide a missing invalidation only for a moment; a long one exposes it.
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { PUBLIC_CACHE_TTL_MS: '600000' } });
    token = await api.adminToken();
  });
  afterAll(() => api.close());

  const put = (body: unknown, withToken = true) => {
    const call = api.request().put('/api/constants');
    if (withToken) call.set('Authorization', `Bearer ${token}`);
    return typeof body === 'string'
      ? call.set('Content-Type', 'application/json').send(body)
      : call.send(body as object);
  };
  const read = async () => (await api.request().get('/api/constants').expect(200)).body;

  it('serves the seeded constants publicly', async () => {
    const body = await read();
    expect(body).toEqual({ success: true, data: SEEDED });
    expect(Object.keys(body.data)).toHaveLength(15);
  });

  it('lets browsers revalidate for free and shared caches keep it briefly: ETag, 304 while unchanged, a new ETag after a change', async () => {
    const first = await api.request().get('/api/constants').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    await api.request().get('/api/constants').set('If-None-Match', etag).expect(304);
    await put({ ...first.body.data, projectCount: 81 }).expect(200);
    const changed = await api.request().get('/api/constants').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data.projectCount).toBe(81);
    await put(first.body.data).expect(200);
  });

  it('refuses a replace without a token (401) and keeps the constants', async () => {
    await put({ projectCount: 1 }, false).expect(401);
    expect((await read()).data.projectCount).toBe(80);
  });

  it('replaces the whole map: new values, any JSON type, keys left out removed; the public read follows at once', async () => {
    const next = {
      projectCount: 120,
      companyName: 'Al Raas Fire & Safety Systems LLC',
      services: ['Fire alarm', 'Sprinklers'],
      hours: { weekdays: '08:00-17:00', friday: null },
      showBanner: false,
      tagline: 'Safety first — السلامة أولاً',
    };
    const response = await put(next).expect(200);
    expect(response.body).toEqual({ success: true, data: next });
    expect((await read()).data).toEqual(next);
  });

  it('accepts an empty object (removes every constant)', async () => {
    await put({}).expect(200, { success: true, data: {} });
    expect((await read()).data).toEqual({});
    await put({ projectCount: 80 }).expect(200);
  });

  it.each([
    ['a hyphen', 'contact-email'],
    ['a leading digit', '1stValue'],
    ['a space', 'company name'],
    ['a leading underscore', '_private'],
    ['65 characters', `a${'b'.repeat(64)}`],
  ])('rejects a name with %s (400 naming the key) and changes nothing', async (_why, key) => {
    const before = (await read()).data;
    const response = await put({ projectCount: 5, [key]: 'x' }).expect(400);
    expect(response.body).toMatchObject({
      success: false,
      statusCode: 400,
      errors: { [key]: expect.any(String) },
    });
    expect(response.body.message).toContain(`"${key}"`);
    expect((await read()).data).toEqual(before);
  });

  it('accepts a 64-character name', async () => {
    const key = `a${'b'.repeat(63)}`;
    await put({ [key]: 1 }).expect(200, { success: true, data: { [key]: 1 } });
  });

  it('rejects two names that differ only in letter case', async () => {
    const response = await put({ phone: '1', Phone: '2' }).expect(400);
    expect(response.body.errors).toEqual({ Phone: expect.stringContaining('letter case') });
  });

  it('rejects more than 200 keys and accepts exactly 200', async () => {
    const map = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`key${i}`, i]));
    const response = await put(map(201)).expect(400);
    expect(response.body.message).toMatch(/200/);
    const accepted = await put(map(200)).expect(200);
    expect(Object.keys(accepted.body.data)).toHaveLength(200);
  });

  it('rejects a value larger than 10 KB and accepts one of exactly 10 KB', async () => {
    const tooLarge = await put({ big: 'x'.repeat(10 * 1024) }).expect(400);
    expect(tooLarge.body.errors).toEqual({ big: expect.stringMatching(/10 KB/) });
    // JSON.stringify adds two quotes: 10 KB of JSON in all.
    await put({ big: 'x'.repeat(10 * 1024 - 2) }).expect(200);
  });

  it('accepts the largest map the rules allow: 200 names of 64 characters with 10 KB values', async () => {
    const value = 'v'.repeat(10 * 1024 - 2);
    const map = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`k${String(i).padStart(3, '0')}${'x'.repeat(60)}`, value]),
    );
    const response = await put(map).expect(200);
    expect(Object.keys(response.body.data)).toHaveLength(200);
    expect((await read()).data).toEqual(map);
  });

  it.each([
    ['an array', [1, 2]],
    ['a string', '"text"'],
    ['null', 'null'],
  ])('rejects %s as the body (400) and keeps the constants', async (_what, body) => {
    const before = (await read()).data;
    const response = await put(body).expect(400);
    expect(response.body).toMatchObject({ success: false, statusCode: 400, message: expect.any(String) });
    expect((await read()).data).toEqual(before);
  });

  it('rejects a body that is not JSON (400)', async () => {
    await put('{"projectCount": ').expect(400);
  });
});

describe('An unauthenticated constants write', () => {
  let api: ApiTestApp;
  let server: Server;
  beforeAll(async () => {
    api = await startApiApp('sqlite');
    server = api.app.getHttpServer() as Server;
  });
  afterAll(async () => {
    await api.close();
  });

  it('is refused before its (up to 2 MB) body is read', async () => {
    const { port } = server.address() as AddressInfo;
    // Announces a large body and sends only its first bytes: an answer can only come unread.
    const status = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/api/constants',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(2_000_000) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          call.destroy();
        },
      );
      call.on('error', reject);
      call.write('{"companyName": "');
    });
    expect(status).toBe(401);
  }, 10_000);
});
