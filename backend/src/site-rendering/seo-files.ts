import { PUBLIC_PAGE_PATHS, type Job } from '@uaq/contract';

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
  const pages = PUBLIC_PAGE_PATHS.map((path) => urlEntry(path === '/' ? `${publicUrl}/` : publicUrl + path));
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
