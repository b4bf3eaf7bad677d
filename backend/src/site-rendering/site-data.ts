import { Injectable } from '@nestjs/common';
import { CareersService } from '../careers/careers.service';
import { parseRecordId } from '@uaq/contract';
import type { Job, Project, PublicDataSource, PublicJobDetail, SiteConstants } from '@uaq/contract';
import { NotFoundError } from '../platform/common/errors/app-error';
import { ProjectsService } from '../projects/projects.service';
import { SiteConstantsService } from '../site-constants/site-constants.service';

/**
 * The data pages are rendered from, read through the same services (and their short-lived public
 * cache) as the API, so a page never shows other data than `/api/...` answers at the same moment.
 * The server bundle's route loaders call it in-process (the browser's call the API).
 */
@Injectable()
export class SiteData implements PublicDataSource {
  constructor(
    private readonly careers: CareersService,
    private readonly siteConstants: SiteConstantsService,
    private readonly projects: ProjectsService,
  ) {}

  constants(): Promise<SiteConstants> {
    return this.siteConstants.read();
  }

  publicJobs(): Promise<Job[]> {
    return this.careers.publicJobs();
  }

  /** The job if it is public (active or closed), else null (the page shows "Job not found"). */
  publicJob(id: number): Promise<PublicJobDetail | null> {
    return this.careers.publicJob(id);
  }

  publishedProjects(): Promise<Project[]> {
    return this.projects.published();
  }

  /** The project if it is published, else null (the page shows "Project not found" with a 404). */
  async publishedProject(slug: string): Promise<Project | null> {
    try {
      return await this.projects.publishedBySlug(slug);
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /** The slug of a published project by its id: old numeric project addresses redirect to it. */
  publishedProjectSlug(idText: string): Promise<string | null> {
    const id = parseRecordId(idText);
    return id === null ? Promise.resolve(null) : this.projects.publishedSlugById(id);
  }
}
