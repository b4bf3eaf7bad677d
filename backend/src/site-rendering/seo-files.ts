import type { Job } from '@uaq/contract';

/**
 * One URL per public screen of the route table (aliases such as /about/history or /gallery are left
 * out: they show the same page, whose canonical URL is listed here). Admin pages are never listed.
 */
export const SITEMAP_PAGE_PATHS = [
  '/',
  '/about',
  '/services',
  '/services/fire-alarm',
  '/services/fire-fighting',
  '/services/smoke-extraction',
  '/services/emergency-exit',
  '/services/design-approvals',
  '/services/electrical',
  '/services/plumbing',
  '/services/maintenance',
  '/umm-al-quwain',
  '/projects',
  '/careers',
  '/contact',
  '/shop',
  '/privacy',
  '/terms',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function urlEntry(loc: string, lastmod?: string): string {
  const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmodTag}</url>`;
}

/** The static pages plus every active job's apply page, with the job's last change as lastmod. */
export function sitemapXml(publicUrl: string, publicJobs: Job[]): string {
  const pages = SITEMAP_PAGE_PATHS.map((path) => urlEntry(path === '/' ? `${publicUrl}/` : publicUrl + path));
  const jobs = publicJobs
    .filter((job) => job.status === 'active')
    .map((job) =>
      urlEntry(
        `${publicUrl}/careers/apply/${job.id}`,
        new Date(job.updatedAt ?? job.createdAt).toISOString(),
      ),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...jobs,
    '</urlset>',
    '',
  ].join('\n');
}
