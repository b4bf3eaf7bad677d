import {
  LANGUAGES,
  PUBLIC_PAGE_PATHS,
  isEnglishOnly,
  pathInLanguage,
  type Job,
  type Language,
  type Project,
} from '@uaq/contract';

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

/**
 * A page in each of its languages: one `<url>` per language, each naming every language's URL (and
 * English as the default) as its alternates, as search engines ask.
 */
function urlEntries(
  publicUrl: string,
  englishPath: string,
  lastmod?: string,
  languages: readonly Language[] = LANGUAGES,
): string[] {
  const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  const url = (path: string) => escapeXml(publicUrl + path);
  const alternates = [
    ...languages.map((language) => [language, pathInLanguage(englishPath, language)]),
    ['x-default', englishPath],
  ]
    .map(([hreflang, path]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`)
    .join('');
  return languages.map(
    (language) =>
      `  <url><loc>${url(pathInLanguage(englishPath, language))}</loc>${lastmodTag}${alternates}</url>`,
  );
}

/** A job or project written in English only has no Arabic page to list (it is `noindex`) until translated. */
const languagesOf = (item: Job | Project): readonly Language[] => (isEnglishOnly(item) ? ['en'] : LANGUAGES);

/**
 * The static pages plus every active job's apply page and every published project's page (their
 * last change as lastmod), each in English and, once HR has written it, Arabic.
 */
export function sitemapXml(publicUrl: string, publicJobs: Job[], publishedProjects: Project[] = []): string {
  const pages = PUBLIC_PAGE_PATHS.flatMap((path) => urlEntries(publicUrl, path));
  const jobs = publicJobs
    .filter((job) => job.status === 'active')
    .flatMap((job) =>
      urlEntries(
        publicUrl,
        `/careers/apply/${job.id}`,
        new Date(job.updatedAt ?? job.createdAt).toISOString(),
        languagesOf(job),
      ),
    );
  const projects = publishedProjects.flatMap((project) =>
    urlEntries(
      publicUrl,
      `/projects/${project.slug}`,
      new Date(project.updatedAt).toISOString(),
      languagesOf(project),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages,
    ...jobs,
    ...projects,
    '</urlset>',
    '',
  ].join('\n');
}
