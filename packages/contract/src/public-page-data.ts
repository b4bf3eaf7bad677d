import type { Job } from './jobs.ts';
import type { PublicJobDetail } from './screening.ts';
import type { Project } from './projects.ts';
import type { SiteConstants } from './site.ts';

/**
 * What public pages' route loaders read (frontend/src/app/route-data.ts). The server implements it
 * in-process with the Nest services (backend site-rendering/site-data.ts), the browser with the
 * public API, so a loader is written once and runs on both sides.
 */
export interface PublicDataSource {
  /** The site constants; null when they could not be read (pages then show the defaults). */
  constants(): Promise<SiteConstants | null>;
  /** Active and closed jobs, newest first. */
  publicJobs(): Promise<Job[]>;
  /** The job if it is public (active or closed), else null. */
  publicJob(id: number): Promise<PublicJobDetail | null>;
  /** The published projects in the order HR set. */
  publishedProjects(): Promise<Project[]>;
  /** The project if it is published, else null. */
  publishedProject(slug: string): Promise<Project | null>;
}
