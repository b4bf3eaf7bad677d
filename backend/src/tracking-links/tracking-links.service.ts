import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  DEFAULT_LANGUAGE,
  JOB_CLOSED_NOTICE,
  MESSAGE_CODES,
  TRACKING_LINK_MEDIUM,
  pathInLanguage,
  type TrackingLink as TrackingLinkResource,
} from '@uaq/contract';
import { CareersService } from '../careers/careers.service';
import { NotFoundError } from '../platform/common/errors/app-error';
import { Paged } from '../platform/common/http/paged';
import { pageWindow, type PageDto } from '../platform/common/paging/page-query.dto';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import { ApplicationSourceCounts } from '../applications/application-source-counts.service';
import type { TrackingLinkInputDto } from './dto/tracking-link-input.dto';
import { TrackingLink } from './tracking-link.entity';

/** The public address of a link: it counts the click and forwards to the apply page. */
export const TRACKING_LINK_ROUTE = 'careers/links';

@Injectable()
export class TrackingLinksService {
  constructor(
    @InjectRepository(TrackingLink) private readonly links: Repository<TrackingLink>,
    private readonly careers: CareersService,
    private readonly applicationCounts: ApplicationSourceCounts,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {}

  async create(input: TrackingLinkInputDto, createdBy: string): Promise<TrackingLinkResource> {
    const job = await this.careers.findJob(input.jobId);
    // 48 random bits: a ref cannot be guessed to inflate another link's counts.
    const link = await this.links.save(
      this.links.create({
        jobId: job.id,
        channel: input.channel,
        language: input.language ?? DEFAULT_LANGUAGE,
        ref: randomBytes(6).toString('base64url'),
        createdBy,
      }),
    );
    return this.toResource({ ...link, job }, 0);
  }

  /** Newest first, with each link's applications counted in one grouped query. */
  async page(query: PageDto): Promise<Paged<TrackingLinkResource>> {
    const { page, pageSize, offset } = pageWindow(query);
    const [rows, total] = await this.links.findAndCount({
      relations: { job: true },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: pageSize,
    });
    const counts = await this.applicationCounts.byRef(rows.map((row) => row.ref));
    return new Paged(
      rows.map((row) => this.toResource(row, counts.get(row.ref) ?? 0)),
      { page, pageSize, total },
    );
  }

  async remove(id: number): Promise<void> {
    const { affected } = await this.links.delete({ id });
    if (!affected) throw new NotFoundError(MESSAGE_CODES.trackingLink.linkNotFound);
  }

  /**
   * Counts a click (one atomic UPDATE, safe with several servers) and answers where to send the
   * visitor: the job's apply page in the link's language with the link's source in its query (the
   * same source in either language, so reports count them alike); the careers list with a notice
   * when the job takes no applications any more (closed, past its closing day, a draft), the
   * source kept for whatever the visitor applies to there; the careers page for a ref that names
   * no link.
   */
  async follow(ref: string): Promise<string> {
    const link = await this.links.findOne({ where: { ref }, relations: { job: true } });
    if (!link) return '/careers';
    await this.links.increment({ id: link.id }, 'clicks', 1);
    const source = {
      utm_source: link.channel,
      utm_medium: TRACKING_LINK_MEDIUM,
      utm_campaign: `job-${link.jobId}`,
      ref: link.ref,
    };
    if (this.careers.statusNow(link.job) !== 'active') {
      const query = new URLSearchParams({ [JOB_CLOSED_NOTICE.param]: JOB_CLOSED_NOTICE.value, ...source });
      return `${pathInLanguage('/careers', link.language)}?${query.toString()}`;
    }
    const query = new URLSearchParams(source);
    return `${pathInLanguage(`/careers/apply/${link.jobId}`, link.language)}?${query.toString()}`;
  }

  private toResource(link: TrackingLink, applications: number): TrackingLinkResource {
    return {
      id: link.id,
      jobId: link.jobId,
      jobTitle: link.job?.title ?? '',
      channel: link.channel,
      ref: link.ref,
      url: `${this.config.publicUrl}/api/${TRACKING_LINK_ROUTE}/${link.ref}`,
      language: link.language,
      clicks: link.clicks,
      applications,
      createdAt: link.createdAt.toISOString(),
    };
  }
}
