import { Module, RequestMethod } from '@nestjs/common';
import { CareersModule } from '../careers/careers.module';
import { ProjectsModule } from '../projects/projects.module';
import { SiteConstantsModule } from '../site-constants/site-constants.module';
import { JobFeedsController } from './job-feeds.controller';
import { JobFeedsService } from './job-feeds.service';
import { SeoFilesController } from './seo-files.controller';
import { SiteBundle } from './site-bundle';
import { SiteData } from './site-data';
import { SitePageRenderer } from './site-page-renderer';
import { SitePagesController } from './site-pages.controller';

/**
 * The routes that live at the site root instead of under `/api` (for `setGlobalPrefix`'s exclude).
 * Nest tests each route's declared path against these patterns, so the catch-all is matched by its
 * literal text (`\\{\\*sitePath\\}` matches only the path `/{*sitePath}`, not every API route).
 */
export const SITE_ROUTES_OUTSIDE_API = [
  { path: 'robots.txt', method: RequestMethod.GET },
  { path: 'sitemap.xml', method: RequestMethod.GET },
  { path: 'jobs.xml', method: RequestMethod.GET },
  { path: 'jobs.rss', method: RequestMethod.GET },
  { path: 'ar/jobs.xml', method: RequestMethod.GET },
  { path: 'ar/jobs.rss', method: RequestMethod.GET },
  { path: '\\{\\*sitePath\\}', method: RequestMethod.GET },
];

/**
 * Serves the built site on the API's port: client files, server-rendered pages, robots, sitemap
 * and the job feeds.
 */
@Module({
  imports: [CareersModule, SiteConstantsModule, ProjectsModule],
  // The SEO files and feeds first: the page catch-all would otherwise answer them.
  controllers: [SeoFilesController, JobFeedsController, SitePagesController],
  providers: [SiteBundle, SiteData, SitePageRenderer, JobFeedsService],
})
export class SiteRenderingModule {}
