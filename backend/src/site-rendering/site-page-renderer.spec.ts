import type { AppConfig } from '../platform/config/app.config';
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

/** A stand-in for the SSR bundle: its "routes" read constants, and a job on an apply page. */
function setUp({ built = true } = {}) {
  const loads: ServerRenderInput[] = [];
  const renders: ServerRenderInput[] = [];
  let constants: SiteConstants = { companyName: 'First Name LLC' };
  let publicJob: Job | null = job;
  const site: LoadedSite = {
    document: compileDocument(
      '<head><!--app-head--></head><div id="root"><!--app-html--></div><!--app-state-->',
    ),
    files: new Map(),
    precompressed: new Map(),
    load: async (input) => {
      loads.push(input);
      const read = await input.data.constants();
      const applyId = /^\/careers\/apply\/(\d+)$/.exec(input.url)?.[1];
      const shown = applyId ? await input.data.publicJob(Number(applyId)) : null;
      const statusCode = applyId && !shown ? 404 : 200;
      return {
        statusCode,
        dataVersion: JSON.stringify([read, shown]),
        postedJob: shown,
        render: () => {
          renders.push(input);
          return {
            appHtml: `<h1>${String(read?.companyName)} ${input.url}</h1>`,
            head: '<title>T</title>',
            preloadedState: {},
          };
        },
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
    loads,
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

it('renders the quote page with a known service from its link, one cache entry per service', async () => {
  const { renderer, renders } = setUp();
  await renderer.render('/quote?service=maintenance&utm_source=flyer');
  await renderer.render('/quote?utm_source=flyer&service=maintenance');
  await renderer.render('/ar/quote?service=no-such-service');
  await renderer.render('/contact?service=maintenance');
  expect(renders.map((input) => input.url)).toEqual(['/quote?service=maintenance', '/ar/quote', '/contact']);
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

it('hands the routes the URL and the data source, and adds JobPosting JSON-LD for the job a page offers', async () => {
  const { renderer, loads } = setUp();
  const careers = await renderer.render('/careers');
  const apply = await renderer.render('/careers/apply/4');
  expect(loads.map((input) => input.url)).toEqual(['/careers', '/careers/apply/4']);
  expect(html(careers)).not.toContain('JobPosting');
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
