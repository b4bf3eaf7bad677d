import { Injectable } from '@nestjs/common';
import { CareersService } from '../careers/careers.service';
import { parseRecordId } from '@uaq/contract';
import type { Job, SiteConstants } from '@uaq/contract';
import { SiteConstantsService } from '../site-constants/site-constants.service';

/**
 * The data pages are rendered from, read through the same services (and their short-lived public
 * cache) as the API, so a page never shows other data than `/api/...` answers at the same moment.
 */
@Injectable()
export class SiteData {
  constructor(
    private readonly careers: CareersService,
    private readonly siteConstants: SiteConstantsService,
  ) {}

  constants(): Promise<SiteConstants> {
    return this.siteConstants.read();
  }

  publicJobs(): Promise<Job[]> {
    return this.careers.publicJobs();
  }

  /** The job if it is public (active or closed), else null (the page shows "Job not found"). */
  async publicJob(idText: string): Promise<Job | null> {
    const id = parseRecordId(idText);
    return id === null ? null : this.careers.publicJob(id);
  }
}
