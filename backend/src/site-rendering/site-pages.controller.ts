import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { extname } from 'node:path';
import {
  MESSAGE_CODES,
  APPLICANT_STATUS_PATH,
  englishPath,
  languageOfPath,
  pathInLanguage,
} from '@uaq/contract';
import { Public } from '../platform/common/decorators/public.decorator';
import { NotFoundError } from '../platform/common/errors/app-error';
import { isUnavailableForNow, setRetryAfter } from '../platform/common/filters/api-exception.filter';
import { CACHE_CONTROL } from '../platform/common/http/cache-control';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import { sendRepresentation } from '../platform/common/http/representation';
import { PRECOMPRESSED_ENCODINGS, SiteBundle } from './site-bundle';
import { SiteData } from './site-data';
import { SitePageRenderer } from './site-page-renderer';

// Only files listed from the build are sent (dot-folders excluded there), so a dot-folder in the
// install path (`/home/app/.local/site/...`) must not make `send` refuse every asset with a 404.
/** Vite's hashed output: the name changes with the content, so browsers may keep it for a year. */
const IMMUTABLE_ASSETS = { maxAge: 365 * 24 * 60 * 60 * 1000, immutable: true, dotfiles: 'allow' as const };
/** Unhashed files of `public/` (favicon…): cached briefly, revalidated with their ETag. */
const PLAIN_FILES = { maxAge: 60 * 60 * 1000, dotfiles: 'allow' as const };
/** Project pages were once addressed by number (`/projects/4`); they now live at their slug. */
const NUMBERED_PROJECT_PATH = /^\/projects\/(\d{1,10})\/?$/;

/**
 * Every GET outside `/api` (registered last): built client files, else a page rendered on the
 * server with the status the page gives (the 404 screen is a real 404).
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class SitePagesController {
  private readonly logger = new Logger(SitePagesController.name);

  constructor(
    private readonly bundle: SiteBundle,
    private readonly renderer: SitePageRenderer,
    private readonly data: SiteData,
  ) {}

  @Get('{*sitePath}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    const path = request.path;
    // API paths that no controller matched keep the API's JSON 404.
    if (path === '/api' || path.startsWith('/api/')) throw new NotFoundError(MESSAGE_CODES.request.notFound);

    const site = await this.bundle.get();
    const file = site?.files.get(path);
    if (site && file) {
      const options = path.startsWith('/assets/') ? IMMUTABLE_ASSETS : PLAIN_FILES;
      const encodings = site.precompressed.get(path);
      if (!encodings) {
        response.sendFile(file, options);
        return;
      }
      // The build's copy at the best settings (compression() leaves an encoded body alone).
      response.vary('Accept-Encoding');
      const encoding = (['br', 'gzip'] as const).find(
        (candidate) => encodings.has(candidate) && request.acceptsEncodings(candidate) === candidate,
      );
      if (encoding) {
        response.type(extname(path)).setHeader('Content-Encoding', encoding);
        response.sendFile(file + PRECOMPRESSED_ENCODINGS[encoding], options);
      } else response.sendFile(file, options);
      return;
    }
    if (path.startsWith('/assets/')) {
      this.sendText(response, 404, 'Not found.');
      return;
    }

    const projectSlug = await this.numberedProjectSlug(englishPath(path));
    if (projectSlug) {
      response.redirect(301, pathInLanguage(`/projects/${projectSlug}`, languageOfPath(path)));
      return;
    }

    let page;
    try {
      page = await this.renderer.render(request.originalUrl);
    } catch (error) {
      // The database busy or away: a 503 the visitor (or a crawler) may retry, like the API's.
      if (isUnavailableForNow(error)) {
        setRetryAfter(response);
        this.sendText(response, 503, 'This page could not be shown. Please try again shortly.');
        return;
      }
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      this.sendText(response, 500, 'This page could not be shown. Please try again shortly.');
      return;
    }
    if (!page) {
      this.sendText(
        response,
        503,
        'The website has not been built on this server (run "npm run build"); the API under /api works.',
      );
      return;
    }
    const isAdmin = path === '/admin' || path.startsWith('/admin/');
    // The applicant's status page is personal once its script reads the link: never kept, indexed or referred.
    const isApplicantStatus = englishPath(path).replace(/\/$/, '') === APPLICANT_STATUS_PATH;
    if (isAdmin || isApplicantStatus) response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    if (isApplicantStatus) response.setHeader('Referrer-Policy', 'no-referrer');
    // A shared cache may keep a public page briefly; the admin shell and error pages are revalidated.
    const cacheControl = isApplicantStatus
      ? CACHE_CONTROL.private
      : page.statusCode === 200 && !isAdmin
        ? CACHE_CONTROL.publicPage
        : CACHE_CONTROL.revalidate;
    sendRepresentation(request, response, page.html, cacheControl, page.statusCode);
  }

  /** For an old numbered address of a published project, its slug (a slug made of digits wins). */
  private async numberedProjectSlug(path: string): Promise<string | null> {
    const match = NUMBERED_PROJECT_PATH.exec(path);
    if (!match || (await this.data.publishedProject(match[1]))) return null;
    return this.data.publishedProjectSlug(match[1]);
  }

  private sendText(response: Response, status: number, text: string): void {
    response.status(status);
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.send(text);
  }
}
