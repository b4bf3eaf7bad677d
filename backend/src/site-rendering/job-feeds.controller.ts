import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { Language } from '@uaq/contract';
import { Public } from '../platform/common/decorators/public.decorator';
import { CACHE_CONTROL } from '../platform/common/http/cache-control';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import { sendRepresentation } from '../platform/common/http/representation';
import { JobFeedsService, type JobFeedFormat } from './job-feeds.service';

/**
 * The open jobs for job boards and feed readers, at the site root like the sitemap (outside `/api`,
 * see SITE_ROUTES_OUTSIDE_API), each with its Arabic twin under `/ar`. Revalidated by every reader
 * (ETag and Last-Modified: a poll that finds nothing new is a 304 without a body), kept briefly by
 * shared caches, as the pages are.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class JobFeedsController {
  constructor(private readonly feeds: JobFeedsService) {}

  @Get('jobs.xml')
  indeedFeed(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send('indeed', 'en', request, response);
  }

  @Get('ar/jobs.xml')
  arabicIndeedFeed(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send('indeed', 'ar', request, response);
  }

  @Get('jobs.rss')
  rssFeed(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send('rss', 'en', request, response);
  }

  @Get('ar/jobs.rss')
  arabicRssFeed(@Req() request: Request, @Res() response: Response): Promise<void> {
    return this.send('rss', 'ar', request, response);
  }

  private async send(format: JobFeedFormat, language: Language, request: Request, response: Response) {
    const feed = await this.feeds.feed(format, language);
    sendRepresentation(request, response, feed, CACHE_CONTROL.publicPage);
  }
}
