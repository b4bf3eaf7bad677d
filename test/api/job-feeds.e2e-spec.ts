import { JSDOM } from 'jsdom';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { createJob } from './job-applications-fixtures';

/** Titles a job board's parser must read back exactly: markup, entities, the end of a CDATA section. */
const HOSTILE_TITLE = `Fitter <b>& "Co" ]]> 'x' </title>`;

/** The feed as an XML parser reads it; a document that is not well-formed fails the test. */
function parseXml(text: string): Document {
  const { DOMParser } = new JSDOM('').window;
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.documentElement.nodeName === 'parsererror') {
    throw new Error(`Not well-formed XML: ${document.documentElement.textContent}`);
  }
  return document;
}

/** Each `<job>` of an Indeed-format feed as its elements' texts. */
function indeedJobs(document: Document): Record<string, string>[] {
  return [...document.querySelectorAll('source > job')].map((job) =>
    Object.fromEntries([...job.children].map((element) => [element.nodeName, element.textContent ?? ''])),
  );
}

/** Each `<item>` of an RSS channel as its elements' texts. */
function rssItems(document: Document): Record<string, string>[] {
  return [...document.querySelectorAll('rss > channel > item')].map((item) =>
    Object.fromEntries([...item.children].map((element) => [element.nodeName, element.textContent ?? ''])),
  );
}

/** "Now" for the feeds: Monday 10 March 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-03-10T09:00:00+04:00');

/**
 * The job feeds job boards and feed readers poll (`/jobs.xml` in the XML format Indeed introduced,
 * `/jobs.rss` in RSS 2.0, their Arabic twins under `/ar`), read as their readers would: with an XML
 * parser, then again with the ETag or the date they were given.
 */
describe.each(TEST_ENGINES)('Job feeds (%s)', (engine) => {
  let api: ApiTestApp;
  let now = NOW;
  const jobs: Record<'rak' | 'hostile' | 'closing' | 'closed' | 'draft', { id: number }> = {} as never;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { PUBLIC_URL: 'https://fire.example' } });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    jobs.rak = await createJob(api, {
      title: 'Site Supervisor',
      titleAr: 'مشرف موقع',
      description: 'Supervise installation crews.',
      descriptionAr: 'الإشراف على فرق التركيب.',
      location: 'Al Hamra, Ras Al Khaimah',
      locationAr: 'الحمرا، رأس الخيمة',
      type: 'Contract',
      salaryMin: 9_000,
      salaryMax: 12_000,
      closesOn: '2031-12-31',
    });
    jobs.hostile = await createJob(api, { title: HOSTILE_TITLE, salaryMin: null, salaryMax: null });
    jobs.closing = await createJob(api, {
      title: 'Pump Technician',
      titleAr: 'فني مضخات',
      descriptionAr: 'صيانة مضخات الحريق.',
      closesOn: '2031-03-10',
    });
    jobs.closed = await createJob(api, { title: 'Closed Foreman', status: 'closed' });
    jobs.draft = await createJob(api, { title: 'Draft Electrician', status: 'inactive' });
  });
  afterAll(async () => {
    now = NOW;
    await api?.close();
  });

  const feed = (path: string) => api.request().get(path).expect(200);
  const openIds = () => [jobs.rak.id, jobs.hostile.id, jobs.closing.id].sort();

  describe('the XML feed in the format Indeed introduced (/jobs.xml)', () => {
    it('parses as XML and carries every open job, and no closed or draft one', async () => {
      const response = await feed('/jobs.xml');
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const document = parseXml(response.text);
      expect(document.documentElement.nodeName).toBe('source');
      expect(document.querySelector('source > publisherurl')?.textContent).toBe('https://fire.example');
      const references = indeedJobs(document).map((job) => Number(job.referencenumber));
      expect(references.sort()).toEqual(openIds());
    });

    it('describes each job as the format asks, its link marked as coming from the feed', async () => {
      const document = parseXml((await feed('/jobs.xml')).text);
      const rak = indeedJobs(document).find((job) => job.referencenumber === String(jobs.rak.id))!;
      expect(rak).toMatchObject({
        title: 'Site Supervisor',
        city: 'Al Hamra, Ras Al Khaimah',
        state: 'Ras Al Khaimah',
        country: 'AE',
        salary: 'AED 9,000–12,000 a month',
        jobtype: 'contract',
        experience: '2–5 years',
        expirationdate: '2031-12-31T23:59:59+04:00',
      });
      expect(new Date(rak.date).toISOString()).toBe(rak.date);
      expect(rak.description).toContain('<p>Supervise installation crews.</p>');
      const url = new URL(rak.url);
      expect(url.origin + url.pathname).toBe(`https://fire.example/careers/apply/${jobs.rak.id}`);
      expect(url.searchParams.get('utm_source')).toBe('feed');
      // Every job value sits in a CDATA section, as the format asks.
      expect(document.querySelector('source > job > title')?.firstChild?.nodeType).toBe(4);
    });

    it('reads a hostile title back exactly, and leaves out what XML cannot carry', async () => {
      const hostile = indeedJobs(parseXml((await feed('/jobs.xml')).text)).find(
        (job) => job.referencenumber === String(jobs.hostile.id),
      );
      expect(hostile?.title).toBe(HOSTILE_TITLE);
      expect(hostile).not.toHaveProperty('salary');
      const bell = await createJob(api, { title: 'Bell\u0007 Technician' });
      const titles = indeedJobs(parseXml((await feed('/jobs.xml')).text)).map((job) => job.title);
      expect(titles).toContain('Bell Technician');
      await api
        .request()
        .delete(`/api/admin/careers/${bell.id}`)
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .expect(200);
    });

    it('has an Arabic twin with the Arabic of each job, without the jobs written in English only', async () => {
      const document = parseXml((await feed('/ar/jobs.xml')).text);
      const arabic = indeedJobs(document);
      expect(arabic.map((job) => job.referencenumber).sort()).toEqual(
        [`${jobs.closing.id}-ar`, `${jobs.rak.id}-ar`].sort(),
      );
      const rak = arabic.find((job) => job.referencenumber === `${jobs.rak.id}-ar`)!;
      expect(rak).toMatchObject({
        title: 'مشرف موقع',
        city: 'الحمرا، رأس الخيمة',
        state: 'رأس الخيمة',
        salary: 'من 9,000 إلى 12,000 درهم شهريًا',
        experience: 'من سنتين إلى 5 سنوات',
      });
      expect(rak.description).toContain('الإشراف على فرق التركيب.');
      expect(new URL(rak.url).pathname).toBe(`/ar/careers/apply/${jobs.rak.id}`);
      expect(new URL(rak.url).searchParams.get('utm_source')).toBe('feed');
    });
  });

  describe('the RSS 2.0 feed (/jobs.rss)', () => {
    it('parses as RSS 2.0 with an item per open job', async () => {
      const response = await feed('/jobs.rss');
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      const document = parseXml(response.text);
      expect(document.documentElement.getAttribute('version')).toBe('2.0');
      expect(document.querySelector('rss > channel > language')?.textContent).toBe('en');
      const items = rssItems(document);
      const ids = items.map((item) => Number(new URL(item.guid).pathname.split('/').pop()));
      expect(ids.sort()).toEqual(openIds());
      const hostile = items.find((item) => item.guid.endsWith(`/careers/apply/${jobs.hostile.id}`))!;
      expect(hostile.title).toBe(HOSTILE_TITLE);
      expect(new URL(hostile.link).searchParams.get('utm_source')).toBe('feed');
      expect(Number.isNaN(Date.parse(hostile.pubDate))).toBe(false);
      const rak = items.find((item) => item.guid.endsWith(`/careers/apply/${jobs.rak.id}`))!;
      expect(rak.description).toContain('<p>Where: Al Hamra, Ras Al Khaimah</p>');
    });

    it('has an Arabic twin in Arabic', async () => {
      const document = parseXml((await feed('/ar/jobs.rss')).text);
      expect(document.querySelector('rss > channel > language')?.textContent).toBe('ar');
      expect(document.querySelector('rss > channel > title')?.textContent).toMatch(/^وظائف لدى /);
      const items = rssItems(document);
      expect(items.map((item) => item.title).sort()).toEqual(['فني مضخات', 'مشرف موقع'].sort());
      expect(items.every((item) => new URL(item.guid).pathname.startsWith('/ar/careers/apply/'))).toBe(true);
    });
  });

  describe('polling', () => {
    it('answers 304 to the ETag or the date of the copy a reader has, and the new feed once a job changes', async () => {
      const first = await feed('/jobs.xml');
      const etag = first.headers.etag;
      const lastModified = first.headers['last-modified'];
      expect(etag).toMatch(/^W\/".+"$/);
      expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
      const again = await api.request().get('/jobs.xml').set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      await api.request().get('/jobs.xml').set('If-Modified-Since', lastModified).expect(304);

      // A second later, HR deletes the job that was posted last: the feed changes, and says so.
      now = new Date(NOW.getTime() + 60_000);
      const extra = await createJob(api, { title: 'Sprinkler Fitter' });
      const withExtra = await feed('/jobs.xml');
      expect(withExtra.headers.etag).not.toBe(etag);
      await api
        .request()
        .delete(`/api/admin/careers/${extra.id}`)
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .expect(200);
      now = new Date(NOW.getTime() + 120_000);
      const changed = await api
        .request()
        .get('/jobs.xml')
        .set('If-Modified-Since', withExtra.headers['last-modified'])
        .expect(200);
      expect(indeedJobs(parseXml(changed.text)).map((job) => job.title)).not.toContain('Sprinkler Fitter');
      await api.request().get('/jobs.xml').set('If-None-Match', withExtra.headers.etag).expect(200);
      await api.request().get('/jobs.rss').set('If-None-Match', etag).expect(200);
      now = NOW;
    });
  });

  it('drops a job from every feed once its closing day is over (UAE time)', async () => {
    const listed = async (path: string) =>
      parseXml((await feed(path)).text).documentElement.textContent ?? '';
    now = new Date('2031-03-10T23:59:00+04:00');
    expect(await listed('/jobs.xml')).toContain('Pump Technician');
    expect(await listed('/ar/jobs.rss')).toContain('فني مضخات');
    now = new Date('2031-03-11T00:00:01+04:00');
    for (const path of ['/jobs.xml', '/jobs.rss'])
      expect(await listed(path)).not.toContain('Pump Technician');
    for (const path of ['/ar/jobs.xml', '/ar/jobs.rss'])
      expect(await listed(path)).not.toContain('فني مضخات');
    now = NOW;
  });

  it('names the feeds in robots.txt, not as sitemaps', async () => {
    const robots = (await api.request().get('/robots.txt').expect(200)).text;
    for (const path of ['/jobs.xml', '/jobs.rss', '/ar/jobs.xml', '/ar/jobs.rss']) {
      expect(robots).toContain(`Allow: ${path}\n`);
      expect(robots).toContain(`https://fire.example${path}`);
    }
    expect(robots.match(/^Sitemap:/gm)).toEqual(['Sitemap:']);
  });
});
