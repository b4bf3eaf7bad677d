import type { Job } from '@uaq/contract';
import { PUBLIC_PAGE_PATHS } from '@uaq/contract';
import { robotsTxt, sitemapXml } from './seo-files';

const job = (id: number, status: Job['status'], updatedAt: string): Job => ({
  id,
  title: `Job ${id}`,
  description: 'Text',
  location: 'Umm Al Quwain',
  type: 'Full-time',
  experience: '1 year',
  requirements: [],
  salary: null,
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

  it('lists each public screen once, without aliases or admin pages', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      ...PUBLIC_PAGE_PATHS.map((path) => `https://fire.example${path}`),
      'https://fire.example/careers/apply/3',
    ]);
    expect(xml).not.toMatch(/about\/history|gallery|\/admin/);
  });

  it("gives an active job's apply page its last change and leaves closed jobs out", () => {
    expect(xml).toContain(
      '<url><loc>https://fire.example/careers/apply/3</loc><lastmod>2026-11-02T10:00:00.000Z</lastmod></url>',
    );
    expect(xml).not.toContain('/careers/apply/4');
  });
});
