import type { Job } from './jobs.ts';
import type { Project } from './projects.ts';
import type { SiteConstants } from './site.ts';

/**
 * The id of the `<script type="application/json">` element holding the data a page was rendered
 * with. JSON in a data block, not an inline script, so the CSP needs no 'unsafe-inline' for scripts.
 */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/**
 * What the frontend's server bundle (`frontend/src/entry-server.tsx`) takes and gives, and what the
 * backend's site-rendering module calls it with.
 */
export interface ServerRenderInput {
  url: string;
  publicUrl: string;
  constants: SiteConstants;
  publicJobs?: Job[];
  job?: Job | null;
  /** The published projects, for /projects and its aliases. */
  projects?: Project[];
  /** For /projects/{slug}: the published project, or null (the page answers 404). */
  project?: Project | null;
}

export interface ServerRenderResult {
  appHtml: string;
  head: string;
  statusCode: number;
  preloadedState: unknown;
}
