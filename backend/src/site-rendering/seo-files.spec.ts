import type { Job, Project } from '@uaq/contract';
import { PUBLIC_PAGE_PATHS } from '@uaq/contract';
import { robotsTxt, sitemapXml } from './seo-files';

/** A job HR wrote in both languages (see the English-only ones below). */
const job = (id: number, status: Job['status'], updatedAt: string): Job => ({
  id,
  title: `Job ${id}`,
  titleAr: `وظيفة ${id}`,
  description: 'Text',
  descriptionAr: 'نص',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experienceMinYears: 1,
  experienceMaxYears: 1,
  requirements: [],
  salaryMin: null,
  salaryMax: null,
  status,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt,
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the admin area and the API and names the sitemap', () => {
    expect(robotsTxt('https://fire.example')).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /api\n\nSitemap: https://fire.example/sitemap.xml\n',
    );
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://fire.example', [
    job(3, 'active', '2026-11-02T10:00:00.000Z'),
    job(4, 'closed', '2026-11-03T10:00:00.000Z'),
  ]);

  it('lists each public screen once in English and once in Arabic, without aliases or admin pages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    const arabic = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);
    expect(locs).toEqual([
      ...PUBLIC_PAGE_PATHS.flatMap((path) => [
        `https://fire.example${path}`,
        `https://fire.example${arabic(path)}`,
      ]),
      'https://fire.example/careers/apply/3',
      'https://fire.example/ar/careers/apply/3',
    ]);
    expect(xml).not.toMatch(/about\/history|gallery|\/admin/);
  });

  it('names both languages and the English default as alternates of each page', () => {
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://fire.example/careers"/>' +
      '<xhtml:link rel="alternate" hreflang="ar" href="https://fire.example/ar/careers"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://fire.example/careers"/>';
    expect(xml).toContain(`<url><loc>https://fire.example/careers</loc>${alternates}</url>`);
    expect(xml).toContain(`<url><loc>https://fire.example/ar/careers</loc>${alternates}</url>`);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<url><loc>https://fire.example/ar</loc>');
  });

  it("gives an active job's apply page its last change and leaves closed jobs out", () => {
    expect(xml).toContain(
      '<url><loc>https://fire.example/careers/apply/3</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod>',
    );
    expect(xml).toContain(
      '<url><loc>https://fire.example/ar/careers/apply/3</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod>',
    );
    expect(xml).not.toContain('/careers/apply/4');
  });
});

describe('sitemapXml with projects', () => {
  it("lists each published project's page in both languages with its last change", () => {
    const project = {
      slug: 'al-raas-villa',
      titleAr: 'فيلا في الراس',
      descriptionAr: 'نظام إنذار حريق.',
      updatedAt: '2026-11-20T06:00:00.000Z',
    } as Project;
    const xml = sitemapXml('https://fire.example', [], [project]);
    for (const path of ['/projects/al-raas-villa', '/ar/projects/al-raas-villa']) {
      expect(xml).toContain(
        `<url><loc>https://fire.example${path}</loc><lastmod>2026-11-20T06:00:00.000Z</lastmod>`,
      );
    }
  });
});

describe('sitemapXml with content written in English only', () => {
  const englishOnlyJob = {
    ...job(5, 'active', '2026-11-04T10:00:00.000Z'),
    titleAr: null,
    descriptionAr: ' ',
  };
  const englishOnlyProject = {
    slug: 'ajman-clinic',
    titleAr: 'عيادة في عجمان',
    descriptionAr: null,
    updatedAt: '2026-11-20T06:00:00.000Z',
  } as Project;
  const xml = sitemapXml('https://fire.example', [englishOnlyJob], [englishOnlyProject]);

  it('lists its English page with English as its only language, and no Arabic page until HR writes it', () => {
    const alternates = (path: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="https://fire.example${path}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://fire.example${path}"/>`;
    for (const [path, lastmod] of [
      ['/careers/apply/5', '2026-11-04T10:00:00.000Z'],
      ['/projects/ajman-clinic', '2026-11-20T06:00:00.000Z'],
    ]) {
      expect(xml).toContain(
        `<url><loc>https://fire.example${path}</loc><lastmod>${lastmod}</lastmod>${alternates(path)}</url>`,
      );
    }
    expect(xml).not.toMatch(
      /\/ar\/careers\/apply\/5|\/ar\/projects\/ajman-clinic|hreflang="ar" href="[^"]*(apply\/5|clinic)/,
    );
  });

  it('lists the Arabic page once the Arabic title and description are written', () => {
    const translated = sitemapXml(
      'https://fire.example',
      [{ ...englishOnlyJob, titleAr: 'فني غرفة المضخات', descriptionAr: 'صيانة مضخات الحريق.' }],
      [],
    );
    expect(translated).toContain('<loc>https://fire.example/ar/careers/apply/5</loc>');
    expect(translated).toContain('hreflang="ar" href="https://fire.example/ar/careers/apply/5"');
  });
});
