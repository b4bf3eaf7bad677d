import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Job, JobInput } from '../../backend/src/contract/api-contract';
import { REPO_ROOT, startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

const DIST = join(REPO_ROOT, 'frontend', 'dist');

/**
 * The site is served from the frontend build. `npm test` (test/run-all.sh) builds before the API
 * suite; a direct run on a fresh clone builds the frontend here, once.
 */
function ensureFrontendBuild(): void {
  if (existsSync(join(DIST, 'server', 'entry-server.js')) && existsSync(join(DIST, 'client', 'index.html')))
    return;
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'frontend'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0)
    throw new Error('`npm run build --workspace frontend` failed: the site tests need it');
}

const jobInput = (overrides: Partial<JobInput>): JobInput => ({
  title: 'Fire Alarm Technician',
  description: 'Install and maintain addressable fire alarm systems across Umm Al Quwain.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experience: '2-5 years',
  requirements: ['Civil Defence approved training'],
  salary: 'AED 8,000 - 12,000',
  status: 'active',
  ...overrides,
});

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );
}

describe.each(TEST_ENGINES)('Site served by the API server (%s)', (engine) => {
  let api: ApiTestApp;
  let activeJob: Job;
  let inactiveJob: Job;

  beforeAll(async () => {
    ensureFrontendBuild();
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    const token = await api.adminToken();
    const create = async (input: JobInput): Promise<Job> => {
      const response = await api
        .request()
        .post('/api/admin/careers')
        .set('Authorization', `Bearer ${token}`)
        .send(input)
        .expect(201);
      return (response.body as { data: Job }).data;
    };
    activeJob = await create(jobInput({ title: 'Fire Alarm Technician' }));
    inactiveJob = await create(jobInput({ title: 'Draft Sprinkler Fitter', status: 'inactive' }));
  }, 180_000);
  afterAll(() => api?.close());

  it('renders the home page on the server with its hero and title, never cached by browsers', async () => {
    const response = await api.request().get('/').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('Your Safety is Our Priority');
    expect(response.text).toMatch(/<title>[^<]+<\/title>/);
    expect(response.text).toContain('window.__PRELOADED_STATE__=');
  });

  it('renders a service page with its content', async () => {
    const response = await api.request().get('/services/fire-alarm').expect(200);
    expect(response.text).toMatch(/<h1[^>]*>[^<]*Fire Alarm/i);
  });

  it('answers an unknown page with the 404 screen and HTTP 404', async () => {
    const response = await api.request().get('/no-such-page').expect(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('404 - Page Not Found');
  });

  it('keeps the JSON 404 for unknown API paths', async () => {
    const response = await api.request().get('/api/no-such-endpoint').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({ success: false, statusCode: 404, message: expect.any(String) });
  });

  it('lists an active job on /careers in the HTML the server sends, and not a draft', async () => {
    const response = await api.request().get('/careers').expect(200);
    expect(response.text).toContain('Fire Alarm Technician');
    expect(response.text).not.toContain('Draft Sprinkler Fitter');
  });

  it("carries the active job's JobPosting JSON-LD with its salary in AED on the apply page", async () => {
    const response = await api.request().get(`/careers/apply/${activeJob.id}`).expect(200);
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

  it("does not publish a draft job's apply page", async () => {
    const response = await api.request().get(`/careers/apply/${inactiveJob.id}`);
    expect(jsonLdBlocks(response.text).some((block) => block['@type'] === 'JobPosting')).toBe(false);
    expect(response.text).not.toContain('Draft Sprinkler Fitter');
  });

  it('serves robots.txt keeping crawlers out of the admin area and the API', async () => {
    const response = await api.request().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(/^Disallow: \/admin$/m);
    expect(response.text).toMatch(/^Disallow: \/api$/m);
    expect(response.text).toMatch(/^Sitemap: https:\/\/fire\.example\/sitemap\.xml$/m);
  });

  it('serves sitemap.xml with the public pages and the active jobs only', async () => {
    const response = await api.request().get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.text).toContain('<loc>https://fire.example/</loc>');
    expect(response.text).toContain('<loc>https://fire.example/careers</loc>');
    expect(response.text).toContain(`<loc>https://fire.example/careers/apply/${activeJob.id}</loc><lastmod>`);
    expect(response.text).not.toContain(`/careers/apply/${inactiveJob.id}<`);
    expect(response.text).not.toMatch(/\/admin|about\/history/);
  });

  it('renders every page the sitemap lists (no listed page is a 404)', async () => {
    const sitemap = (await api.request().get('/sitemap.xml').expect(200)).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/fire\.example([^<]*)<\/loc>/g)].map(
      ([, path]) => path,
    );
    expect(paths.length).toBeGreaterThan(15);
    const statuses = await Promise.all(
      paths.map(async (path) => [path, (await api.request().get(path)).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const home = (await api.request().get('/').expect(200)).text;
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeDefined();
    const response = await api.request().get(asset!).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('marks the admin pages noindex', async () => {
    const response = await api.request().get('/admin/careers').expect(200);
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('shows constants changed through the admin API in the next page', async () => {
    const token = await api.adminToken();
    const current = (await api.request().get('/api/constants').expect(200)).body as {
      data: Record<string, unknown>;
    };
    await api
      .request()
      .put('/api/constants')
      .set('Authorization', `Bearer ${token}`)
      .send({ ...current.data, companyName: 'Northern Shield Fire Safety', contactPhone: '+971 6 555 0199' })
      .expect(200);
    const response = await api.request().get('/contact').expect(200);
    expect(response.text).toContain('Northern Shield Fire Safety');
    expect(response.text).toContain('+971 6 555 0199');
  });
});
