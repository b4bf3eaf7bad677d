import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { representation, type Representation } from '../platform/common/http/representation';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import {
  isEnglishOnly,
  languageOfPath,
  renderedPageUrl,
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

/**
 * Renders a public page on the server. It knows no page: the SSR bundle's routes match the URL and
 * their loaders read what the page shows from SiteData (the services, in-process); this adds the
 * page cache, the document around the markup, the loader data the client hydrates from (a JSON
 * block), and for an active job the page offers its JobPosting JSON-LD.
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
    const language = languageOfPath(path);
    // Public pages ignore the query (utm_source, fbclid…) but the quote page's service: one
    // rendering and cache entry per path (renderedPageUrl). Admin pages read it (tabs) and are only
    // a loading shell on the server: rendered, not cached.
    const isAdmin = path === '/admin' || path.startsWith('/admin/');
    const renderUrl = isAdmin ? url : renderedPageUrl(path, url.slice(path.length));
    const loaded = await site.load({ url: renderUrl, publicUrl: this.config.publicUrl, data: this.data });

    const cached = isAdmin ? undefined : this.pages.get(renderUrl);
    if (cached?.dataVersion === loaded.dataVersion) return cached.page;

    const result = loaded.render();
    const job = loaded.statusCode === 200 ? loaded.postedJob : null;
    const head = result.head + (job ? await this.structuredData(job, language) : '');
    const page = {
      statusCode: loaded.statusCode,
      html: representation(
        'text/html; charset=utf-8',
        site.document({ language, head, appHtml: result.appHtml, preloadedState: result.preloadedState }),
      ),
    };
    if (!isAdmin) this.pages.set(renderUrl, { dataVersion: loaded.dataVersion, page });
    return page;
  }

  /**
   * Google for Jobs reads the posting from the HTML the server sends: only for jobs open to apply,
   * and on the Arabic page only once the job has its Arabic (an English-only job's Arabic page is
   * `noindex`; its English page carries the posting).
   */
  private async structuredData(job: Job, language: Language): Promise<string> {
    if (job.status !== 'active' || (language === 'ar' && isEnglishOnly(job))) return '';
    const constants: SiteConstants = await this.data.constants();
    return jobPostingScript(job, constants, this.config.publicUrl, undefined, language);
  }
}
