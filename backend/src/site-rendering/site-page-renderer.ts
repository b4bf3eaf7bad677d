import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { representation, type Representation } from '../common/http/representation';
import { appConfig, type AppConfig } from '../config/app.config';
import {
  englishPath,
  languageOfPath,
  projectPageSlug,
  type Job,
  type Language,
  type SiteConstants,
} from '@uaq/contract';
import { jobPostingScript } from './job-posting';
import { SiteBundle } from './site-bundle';
import { SiteData } from './site-data';

export interface RenderedPage {
  statusCode: number;
  /** The HTML, gzipped and hashed once, so a cached page costs no compression per request. */
  html: Representation;
}

interface CachedPage {
  /** The data the page was rendered from; a page is reused only while it is unchanged. */
  dataVersion: string;
  page: RenderedPage;
}

/** Rendered pages are reused while their data is unchanged, and at most this long (dates, the year). */
const PAGE_CACHE_TTL_MS = 60_000;
const PAGE_CACHE_MAX_ENTRIES = 300;
const APPLY_PATH = /^\/careers\/apply\/([^/]+)\/?$/;
/** The portfolio list and its aliases. */
const PROJECT_LIST_PATHS = new Set([
  '/projects',
  '/projects/',
  '/projects/grid',
  '/projects/grid/',
  '/gallery',
  '/gallery/',
]);

/**
 * Renders a public page on the server: the data it needs straight from the services (constants
 * always, the public jobs for /careers, the job for its apply page, the published projects for the
 * portfolio and the project for its page), the SSR bundle's markup and head, the server data the
 * client hydrates from (a JSON block), and for an active job its JobPosting JSON-LD.
 */
@Injectable()
export class SitePageRenderer {
  private readonly pages = new LRUCache<string, CachedPage>({
    max: PAGE_CACHE_MAX_ENTRIES,
    ttl: PAGE_CACHE_TTL_MS,
  });

  constructor(
    private readonly bundle: SiteBundle,
    private readonly data: SiteData,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  /** The page for `url` (path and query), or null while the frontend has not been built. */
  async render(url: string): Promise<RenderedPage | null> {
    const site = await this.bundle.get();
    if (!site) return null;

    const path = url.split('?')[0];
    // An Arabic page (`/ar/careers`) reads the same data as its English twin (`/careers`).
    const language = languageOfPath(path);
    const dataPath = englishPath(path);
    // Public pages ignore the query (utm_source, fbclid…): one rendering and cache entry per path.
    // Admin pages read it (tabs) and are only a loading shell on the server: rendered, not cached.
    const isAdmin = path === '/admin' || path.startsWith('/admin/');
    const renderUrl = isAdmin ? url : path;
    const constants = await this.data.constants();
    const jobs =
      dataPath === '/careers' || dataPath === '/careers/' ? await this.data.publicJobs() : undefined;
    const applyMatch = APPLY_PATH.exec(dataPath);
    const job = applyMatch ? await this.data.publicJob(applyMatch[1]) : undefined;
    const projects = PROJECT_LIST_PATHS.has(dataPath) ? await this.data.publishedProjects() : undefined;
    const projectSlug = isAdmin ? null : projectPageSlug(dataPath);
    const project = projectSlug === null ? undefined : await this.data.publishedProject(projectSlug);

    const dataVersion = JSON.stringify([
      constants,
      jobs ?? null,
      job ?? null,
      projects ?? null,
      project ?? null,
    ]);
    const cached = isAdmin ? undefined : this.pages.get(renderUrl);
    if (cached?.dataVersion === dataVersion) return cached.page;

    const input = {
      url: renderUrl,
      publicUrl: this.config.publicUrl,
      constants,
      ...(jobs ? { publicJobs: jobs } : {}),
      ...(job !== undefined ? { job } : {}),
      ...(projects ? { projects } : {}),
      ...(project !== undefined ? { project } : {}),
    };
    const result = site.render(input);
    const head =
      result.head + (job && result.statusCode === 200 ? this.structuredData(job, constants, language) : '');
    const page = {
      statusCode: result.statusCode,
      html: representation(
        'text/html; charset=utf-8',
        site.document({ language, head, appHtml: result.appHtml, preloadedState: result.preloadedState }),
      ),
    };
    if (!isAdmin) this.pages.set(renderUrl, { dataVersion, page });
    return page;
  }

  /** Google for Jobs reads the posting from the HTML the server sends: only for jobs open to apply. */
  private structuredData(job: Job, constants: SiteConstants, language: Language): string {
    return job.status === 'active'
      ? jobPostingScript(job, constants, this.config.publicUrl, undefined, language)
      : '';
  }
}
