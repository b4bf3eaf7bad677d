import { Injectable } from '@nestjs/common';
import { CareersService } from '../careers/careers.service';
import type { SerialisedBody } from '../common/http/serialised-body';
import { parseRecordId, type ApiSuccess, type Job, type SiteConstants } from '@uaq/contract';
import { SiteConstantsService } from '../site-constants/site-constants.service';

/** A value with a string that changes whenever the value does (used to key rendered pages). */
export interface Versioned<T> {
  value: T;
  version: string;
}

/**
 * The data pages are rendered from, read through the same services (and their short-lived public
 * cache) as the API, so a page never shows other data than `/api/...` answers at the same moment.
 */
@Injectable()
export class SiteData {
  /** Parsed once per cached reply: the careers service caches serialised bodies with an ETag. */
  private readonly parsed = new WeakMap<SerialisedBody, unknown>();

  constructor(
    private readonly careers: CareersService,
    private readonly siteConstants: SiteConstantsService,
  ) {}

  async constants(): Promise<SiteConstants> {
    return this.siteConstants.read();
  }

  async publicJobs(): Promise<Versioned<Job[]>> {
    const reply = await this.careers.publicJobsBody();
    return { value: this.dataOf<Job[]>(reply), version: reply.etag };
  }

  /** The job if it is public (active or closed), else null (the page shows "Job not found"). */
  async publicJob(idText: string): Promise<Versioned<Job | null>> {
    const id = parseRecordId(idText);
    if (id === null) return { value: null, version: 'none' };
    const reply = await this.careers.publicJobBody(id);
    return reply ? { value: this.dataOf<Job>(reply), version: reply.etag } : { value: null, version: 'none' };
  }

  private dataOf<T>(reply: SerialisedBody): T {
    if (!this.parsed.has(reply)) {
      this.parsed.set(reply, (JSON.parse(reply.body.toString('utf8')) as ApiSuccess<T>).data);
    }
    return this.parsed.get(reply) as T;
  }
}
