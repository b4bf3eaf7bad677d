import type { AppConfig } from '../config/app.config';
import type { Job, SiteConstants } from '@uaq/contract';
import { compileDocument } from './html-document';
import type { LoadedSite, ServerRenderInput, SiteBundle } from './site-bundle';
import type { SiteData } from './site-data';
import { SitePageRenderer, type RenderedPage } from './site-page-renderer';

const job: Job = {
  id: 4,
  title: 'HSE Officer',
  description: 'Keep sites safe.',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 3,
  experienceMaxYears: 3,
  requirements: [],
  salaryMin: 6_000,
  salaryMax: 8_000,
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function setUp({ built = true } = {}) {
  const renders: ServerRenderInput[] = [];
  let constants: SiteConstants = { companyName: 'First Name LLC' };
  let publicJob: Job | null = job;
  const site: LoadedSite = {
    document: compileDocument(
      '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->',
    ),
    files: new Map(),
    precompressed: new Map(),
    render: (input) => {
      renders.push(input);
      const missing = input.url.startsWith('/careers/apply/') && !input.job;
      return {
        appHtml: `<h1>${String(input.constants.companyName)} ${input.url}</h1>`,
        head: '<title>T</title>',
        statusCode: missing ? 404 : 200,
        preloadedState: {},
      };
    },
  };
  const bundle = { get: async () => (built ? site : null) } as unknown as SiteBundle;
  const data = {
    constants: async () => constants,
    publicJobs: async () => [job],
    publicJob: async () => publicJob,
  } as unknown as SiteData;
  const renderer = new SitePageRenderer(bundle, data, { publicUrl: 'https://fire.example' } as AppConfig);
  return {
    renderer,
    renders,
    setConstants: (next: SiteConstants) => (constants = next),
    setJob: (next: Job | null) => (publicJob = next),
  };
}

const html = (page: RenderedPage | null) => page?.html.body.toString('utf8') ?? '';

it('gives nothing while the site is not built', async () => {
  await expect(setUp({ built: false }).renderer.render('/')).resolves.toBeNull();
});

it('reuses a rendered page while its data is unchanged, and renders again when it changes', async () => {
  const { renderer, renders, setConstants } = setUp();
  const first = await renderer.render('/contact');
  await expect(renderer.render('/contact')).resolves.toBe(first);
  expect(renders).toHaveLength(1);

  setConstants({ companyName: 'Second Name LLC' });
  const second = await renderer.render('/contact');
  expect(renders).toHaveLength(2);
  expect(html(second)).toContain('Second Name LLC');
});

it('renders public pages without their query string, sharing one cache entry', async () => {
  const { renderer, renders } = setUp();
  await renderer.render('/about?utm_source=newsletter');
  await renderer.render('/about?fbclid=abc');
  expect(renders.map((input) => input.url)).toEqual(['/about']);
});

it('renders admin pages with their query and never caches them', async () => {
  const { renderer, renders } = setUp();
  await renderer.render('/admin/careers?tab=applications');
  await renderer.render('/admin/careers?tab=applications');
  expect(renders.map((input) => input.url)).toEqual([
    '/admin/careers?tab=applications',
    '/admin/careers?tab=applications',
  ]);
});

it('gives the careers page the public jobs and an apply page its job with JobPosting JSON-LD', async () => {
  const { renderer, renders } = setUp();
  await renderer.render('/careers');
  const apply = await renderer.render('/careers/apply/4');
  expect(renders[0].publicJobs).toEqual([job]);
  expect(renders[1].job).toEqual(job);
  expect(html(apply)).toContain('"@type":"JobPosting"');
  expect(html(apply)).toContain('"currency":"AED"');
});

it('leaves the JSON-LD out for a closed job and keeps the 404 of a missing one', async () => {
  const { renderer, setJob } = setUp();
  setJob({ ...job, status: 'closed' });
  expect(html(await renderer.render('/careers/apply/4'))).not.toContain('JobPosting');
  setJob(null);
  const missing = await renderer.render('/careers/apply/4');
  expect(missing?.statusCode).toBe(404);
  expect(html(missing)).not.toContain('JobPosting');
});
