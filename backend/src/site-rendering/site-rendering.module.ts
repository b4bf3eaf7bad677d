import { Module, RequestMethod } from '@nestjs/common';
import { CareersModule } from '../careers/careers.module';
import { ProjectsModule } from '../projects/projects.module';
import { SiteConstantsModule } from '../site-constants/site-constants.module';
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
  { path: '\\{\\*sitePath\\}', method: RequestMethod.GET },
];

/** Serves the built site on the API's port: client files, server-rendered pages, robots and sitemap. */
@Module({
  imports: [CareersModule, SiteConstantsModule, ProjectsModule],
  // The SEO files first: the page catch-all would otherwise answer them.
  controllers: [SeoFilesController, SitePagesController],
  providers: [SiteBundle, SiteData, SitePageRenderer],
})
export class SiteRenderingModule {}
