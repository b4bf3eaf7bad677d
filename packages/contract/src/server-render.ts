import type { Job, SiteConstants } from './index.ts';

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
}

export interface ServerRenderResult {
  appHtml: string;
  head: string;
  statusCode: number;
  preloadedState: unknown;
}
