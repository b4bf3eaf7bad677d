import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../platform/common/decorators/public.decorator';
import { RawResponse } from '../platform/common/http/http-reply.decorators';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import { robotsTxt, sitemapXml } from './seo-files';
import { SiteData } from './site-data';

/** robots.txt and sitemap.xml at the site root (outside `/api`, see SITE_ROUTES_OUTSIDE_API). */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class SeoFilesController {
  constructor(
    private readonly data: SiteData,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.config.publicUrl);
  }

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  async sitemap(): Promise<string> {
    const [jobs, projects] = await Promise.all([this.data.publicJobs(), this.data.publishedProjects()]);
    return sitemapXml(this.config.publicUrl, jobs, projects);
  }
}
