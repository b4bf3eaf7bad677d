import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import {
  INITIAL_SITE_CONSTANTS,
  REACH_SITE_CONSTANTS,
  SERVER_DATA_ELEMENT_ID,
  type Job,
  type JobInput,
} from '@uaq/contract';
import {
  REPO_ROOT,
  startApiApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  TEST_ENGINES,
  type ApiTestApp,
} from '../support/api-app';
import { ensureBuild, startSiteServer } from '../support/site-server';

const jobInput = (overrides: Partial<JobInput>): JobInput => ({
  title: 'Fire Alarm Technician',
  description: 'Install and maintain addressable fire alarm systems across Umm Al Quwain.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 2,
  experienceMaxYears: 5,
  requirements: ['Civil Defence approved training'],
  salaryMin: 8_000,
  salaryMax: 12_000,
  status: 'active',
  ...overrides,
});

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
}

/** A GET whose body is kept as the bytes sent (no decompression). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe.each(TEST_ENGINES)('Site served by the API server (%s)', (engine) => {
  // The test app provides the fresh database and settings; every request goes to the real server.
  let api: ApiTestApp;
  let site: { url: string; stop: () => Promise<void> };
  let token: string;
  let activeJob: Job;
  let inactiveJob: Job;
  let closingJob: Job;
  let expiredJob: Job;
  const http = () => request(site.url);

  beforeAll(async () => {
    ensureBuild();
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    site = await startSiteServer(api.env);
    const login = await http()
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })
      .expect(200);
    token = (login.body as { data: { token: string } }).data.token;
    const create = async (input: JobInput): Promise<Job> => {
      const response = await http()
        .post('/api/admin/careers')
        .set('Authorization', `Bearer ${token}`)
        .send(input)
        .expect(201);
      return (response.body as { data: Job }).data;
    };
    activeJob = await create(jobInput({ title: 'Fire Alarm Technician' }));
    inactiveJob = await create(jobInput({ title: 'Draft Sprinkler Fitter', status: 'inactive' }));
    closingJob = await create(jobInput({ title: 'Pump Technician', closesOn: '2099-12-31' }));
    expiredJob = await create(
      jobInput({ title: 'Expired Fitter', status: 'closed', closesOn: '2020-01-01' }),
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await api?.close();
  });

  it('renders the home page on the server with its hero and title, revalidated by browsers, kept briefly by a CDN', async () => {
    const response = await http().get('/').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
    );
    expect(response.text).toContain('Your Safety is Our Priority');
    expect(response.text).toMatch(/<title>[^<]+<\/title>/);
    expect(response.text).toContain(`<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">`);
  });

  it('sends a CSP whose scripts come from the site only, and pages carry no inline script to run', async () => {
    for (const path of ['/', '/careers', '/contact']) {
      const response = await http().get(path).expect(200);
      const policy = String(response.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1];
      expect(scriptSrc).toBe("'self'");
      const inlineScripts = [...response.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map(
        (match) => match[1],
      );
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const attributes of inlineScripts) {
        expect(attributes).toMatch(/\stype="application\/(ld\+)?json"/);
      }
    }
  });

  it('renders a service page with its content', async () => {
    const response = await http().get('/services/fire-alarm').expect(200);
    expect(response.text).toMatch(/<h1[^>]*>[^<]*Fire Alarm/i);
  });

  it('renders the quote form, every service to tick, and service pages link to it with their service', async () => {
    const quote = await http().get('/quote?service=fire-alarm').expect(200);
    expect(quote.text).toMatch(/<h1[^>]*>Request a Quote<\/h1>/);
    expect(quote.text.match(/name="services"/g)).toHaveLength(8);
    const service = await http().get('/services/fire-alarm').expect(200);
    expect(service.text).toContain('href="/quote?service=fire-alarm"');
  });

  it('answers a service that does not exist with HTTP 404', async () => {
    await http().get('/services/no-such-service').expect(404);
  });

  it('describes the business to search engines on every page, with the details from the constants', async () => {
    for (const path of ['/', '/about', '/careers']) {
      const response = await http().get(path).expect(200);
      const business = jsonLdBlocks(response.text).find(
        (block) => Array.isArray(block['@type']) && block['@type'].includes('LocalBusiness'),
      );
      expect(business).toMatchObject({
        name: INITIAL_SITE_CONSTANTS.companyName,
        telephone: INITIAL_SITE_CONSTANTS.contactPhone,
        url: 'https://fire.example',
        address: { addressCountry: 'AE', addressLocality: 'Umm Al Quwain' },
        identifier: [expect.objectContaining({ value: REACH_SITE_CONSTANTS.tradeLicenceNo })],
        hasCredential: [expect.objectContaining({ identifier: REACH_SITE_CONSTANTS.civilDefenceApprovalNo })],
      });
      expect(business?.openingHoursSpecification).toHaveLength(2);
    }
  });

  it('answers an unknown page with the 404 screen and HTTP 404, which no shared cache keeps', async () => {
    const response = await http().get('/no-such-page').expect(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('404 - Page Not Found');
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const response = await http().get('/api/no-such-endpoint').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      success: false,
      statusCode: 404,
      message: expect.any(String),
      code: 'request.notFound',
    });
  });

  it('lists an active job on /careers in the HTML the server sends, and not a draft', async () => {
    const response = await http().get('/careers').expect(200);
    expect(response.text).toContain('Fire Alarm Technician');
    expect(response.text).not.toContain('Draft Sprinkler Fitter');
  });

  it("carries the active job's JobPosting JSON-LD with its salary in AED on the apply page", async () => {
    const response = await http().get(`/careers/apply/${activeJob.id}`).expect(200);
    const posting = jsonLdBlocks(response.text).find((block) => block['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: 'Fire Alarm Technician',
      datePosted: activeJob.createdAt,
      employmentType: 'FULL_TIME',
      validThrough: expect.any(String),
      hiringOrganization: { '@type': 'Organization', sameAs: 'https://fire.example' },
      jobLocation: { address: { addressLocality: 'Umm Al Quwain', addressCountry: 'AE' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'AED',
        value: { '@type': 'QuantitativeValue', minValue: 8000, maxValue: 12000, unitText: 'MONTH' },
      },
    });
  });

  it('advertises a job with a closing date as valid until the end of that day, UAE time', async () => {
    const response = await http().get(`/careers/apply/${closingJob.id}`).expect(200);
    const posting = jsonLdBlocks(response.text).find((block) => block['@type'] === 'JobPosting');
    expect(posting).toMatchObject({ validThrough: '2099-12-31T23:59:59+04:00' });
  });

  it('drops a job whose closing date is over from /careers, its apply page and the sitemap', async () => {
    expect((await http().get('/careers').expect(200)).text).not.toContain('Expired Fitter');
    const page = await http().get(`/careers/apply/${expiredJob.id}`).expect(404);
    expect(jsonLdBlocks(page.text).some((block) => block['@type'] === 'JobPosting')).toBe(false);
    expect((await http().get('/sitemap.xml').expect(200)).text).not.toContain(
      `/careers/apply/${expiredJob.id}<`,
    );
  });

  it("does not publish a draft job's apply page", async () => {
    const response = await http().get(`/careers/apply/${inactiveJob.id}`);
    expect(jsonLdBlocks(response.text).some((block) => block['@type'] === 'JobPosting')).toBe(false);
    expect(response.text).not.toContain('Draft Sprinkler Fitter');
  });

  it('renders the published projects and a project page from the database, never a draft', async () => {
    const admin = (method: 'post' | 'put', path: string) =>
      http()[method](path).set('Authorization', `Bearer ${token}`);
    const draft = await admin('post', '/api/admin/projects')
      .send({
        title: 'Unannounced Hospital Sprinklers',
        category: 'Institutional',
        location: 'Umm Al Quwain',
        status: 'Planning',
        description: 'Not public yet.',
        services: ['fire-fighting'],
      })
      .expect(201);
    const draftSlug = (draft.body as { data: { slug: string } }).data.slug;

    for (const path of ['/projects', '/projects/grid', '/gallery']) {
      const list = await http().get(path).expect(200);
      expect(list.text).toContain('Waterfront Retail Centre Fire Alarm Upgrade');
      expect(list.text).toContain('href="/projects/waterfront-retail-centre-fire-alarm-upgrade"');
      expect(list.text).toContain('Sample project');
      expect(list.text).not.toContain('Unannounced Hospital Sprinklers');
    }

    const page = await http().get('/projects/waterfront-retail-centre-fire-alarm-upgrade').expect(200);
    expect(page.text).toContain('Sample client: retail centre operator');
    expect(page.text).toContain('href="/services/smoke-extraction"');
    await http().get(`/projects/${draftSlug}`).expect(404);
    await http().get('/projects/no-such-project').expect(404);
    await http().get('/projects/%E0%A4%A').expect(400);

    // Old numbered addresses: a published project's number leads to its slug; any other is a 404.
    const published = (await http().get('/api/projects').expect(200)).body as {
      data: { id: number; slug: string }[];
    };
    const first = published.data[0];
    const moved = await http().get(`/projects/${first.id}`).expect(301);
    expect(moved.headers.location).toBe(`/projects/${first.slug}`);
    const draftId = (draft.body as { data: { id: number } }).data.id;
    await http().get(`/projects/${draftId}`).expect(404);
  });

  it('serves robots.txt keeping crawlers out of the admin area and the API', async () => {
    const response = await http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^Disallow: \/admin$/m);
    expect(response.text).toMatch(/^Disallow: \/api$/m);
    expect(response.text).toMatch(/^Sitemap: https:\/\/fire\.example\/sitemap\.xml$/m);
  });

  it('serves sitemap.xml with the public pages and the active jobs only', async () => {
    const response = await http().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toContain('<loc>https://fire.example/</loc>');
    expect(response.text).toContain('<loc>https://fire.example/careers</loc>');
    expect(response.text).toContain(`<loc>https://fire.example/careers/apply/${activeJob.id}</loc><lastmod>`);
    expect(response.text).not.toContain(`/careers/apply/${inactiveJob.id}<`);
    expect(response.text).not.toMatch(/\/admin|about\/history/);
  });

  it('renders an Arabic page right to left, in Arabic, with its own canonical URL and both languages as alternates', async () => {
    const response = await http().get('/ar/careers').expect(200);
    expect(response.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(response.text).toContain('<link rel="canonical" href="https://fire.example/ar/careers" />');
    expect(response.text).toContain(
      '<link rel="alternate" hreflang="en" href="https://fire.example/careers" />',
    );
    expect(response.text).toContain('<meta property="og:locale" content="ar_AE" />');
    expect(response.text).toContain('الوظائف');
    expect((await http().get('/careers').expect(200)).text).toMatch(/<html lang="en" dir="ltr">/);
    expect((await http().get('/ar/no-such-page').expect(404)).text).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it('shows the job on its Arabic apply page, and advertises it in Arabic where the job has its Arabic fields', async () => {
    await http()
      .put(`/api/admin/careers/${activeJob.id}`)
      .set('Authorization', `Bearer ${token}`)
      // Its Arabic title and description: a job without them is English only, its Arabic page unadvertised.
      .send(
        jobInput({
          title: 'Fire Alarm Technician',
          titleAr: 'فني أنظمة إنذار الحريق',
          descriptionAr: 'تركيب أنظمة إنذار الحريق وصيانتها.',
        }),
      )
      .expect(200);
    const response = await http().get(`/ar/careers/apply/${activeJob.id}`).expect(200);
    expect(response.text).toContain('فني أنظمة إنذار الحريق');
    const posting = jsonLdBlocks(response.text).find((block) => block['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: 'فني أنظمة إنذار الحريق',
      url: `https://fire.example/ar/careers/apply/${activeJob.id}`,
    });
  });

  it('renders every page the sitemap lists (no listed page is a 404)', async () => {
    const sitemap = (await http().get('/sitemap.xml').expect(200)).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/fire\.example([^<]*)<\/loc>/g)].map(
      ([, path]) => path,
    );
    expect(paths.length).toBeGreaterThan(15);
    // One after another: on the MariaDB run's one-connection pool, thirty pages at once wait in line.
    const statuses: (readonly [string, number])[] = [];
    for (const path of paths) statuses.push([path, (await http().get(path)).status]);
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const home = (await http().get('/').expect(200)).text;
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeDefined();
    const response = await http().get(asset!).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it("sends a script's copy compressed at build time, Brotli or gzip as the client accepts", async () => {
    const home = (await http().get('/').expect(200)).text;
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home)![1];
    const plain = await http().get(asset).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    // Read raw (supertest would decompress): the bytes as they travel.
    const brotli = await rawGet(`${site.url}${asset}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain.text);

    const gzip = await rawGet(`${site.url}${asset}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(plain.text);
    // Smaller than compressing on each request (zlib's default level, what compression() does).
    expect(gzip.body.length).toBeLessThan(gzipSync(plain.text).length);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
  });

  it('sends pages gzipped with an ETag, and 304 when the browser already has them', async () => {
    const first = await http().get('/careers').set('Accept-Encoding', 'gzip').expect(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(first.text).toContain('Fire Alarm Technician');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    await http().get('/careers').set('If-None-Match', etag).expect(304);
  });

  it('marks the admin pages noindex', async () => {
    const response = await http().get('/admin/careers').expect(200);
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('shows constants changed through the admin API in the next page', async () => {
    const current = (await http().get('/api/constants').expect(200)).body as {
      data: Record<string, unknown>;
    };
    await http()
      .put('/api/constants')
      .set('Authorization', `Bearer ${token}`)
      .send({ ...current.data, companyName: 'Northern Shield Fire Safety', contactPhone: '+971 6 555 0199' })
      .expect(200);
    const response = await http().get('/contact').expect(200);
    expect(response.text).toContain('Northern Shield Fire Safety');
    expect(response.text).toContain('+971 6 555 0199');
  });
});

describe.each(TEST_ENGINES)('Site without a frontend build (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { SITE_DIST_DIR: join(REPO_ROOT, 'test', '.tmp', 'no-site-build') },
    });
  });
  afterAll(() => api.close());

  it('answers pages with a plain-text 503 while the API keeps working', async () => {
    const page = await api.request().get('/careers').expect(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.text).toMatch(/npm run build/);
    await api.request().get('/api/careers/public').expect(200);
    await api.request().get('/robots.txt').expect(200);
  });
});
