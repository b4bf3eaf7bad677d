import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@uaq/contract';
import { Clock } from '../platform/common/clock/clock';
import { DatedRepresentations } from '../platform/common/http/dated-representations';
import type { Representation } from '../platform/common/http/representation';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import { indeedFeedXml, jobsRss } from './job-feeds';
import { SiteData } from './site-data';

/** The two formats: the XML feed Indeed introduced (`/jobs.xml`), and RSS 2.0 (`/jobs.rss`). */
export type JobFeedFormat = 'indeed' | 'rss';

const CONTENT_TYPES: Record<JobFeedFormat, string> = {
  indeed: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
};

/**
 * The job feeds, made from the same public reads as the pages (a feed never lists other jobs than
 * /careers shows at the same moment), each with its ETag and the time its content last changed here.
 */
@Injectable()
export class JobFeedsService {
  private readonly documents: DatedRepresentations;

  constructor(
    private readonly data: SiteData,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    clock: Clock,
  ) {
    this.documents = new DatedRepresentations(() => clock.now());
  }

  async feed(format: JobFeedFormat, language: Language): Promise<Representation> {
    const [jobs, constants] = await Promise.all([this.data.publicJobs(), this.data.constants()]);
    const site = { publicUrl: this.config.publicUrl, constants };
    const content = format === 'indeed' ? indeedFeedXml(jobs, site, language) : jobsRss(jobs, site, language);
    return this.documents.of(`${format}:${language}`, CONTENT_TYPES[format], content);
  }
}
