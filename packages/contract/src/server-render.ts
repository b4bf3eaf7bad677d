import type { Job } from './jobs.ts';
import type { PublicDataSource } from './public-page-data.ts';

/**
 * The id of the `<script type="application/json">` element holding the router's loader data a page
 * was rendered with (its hydration data). JSON in a data block, not an inline script, so the CSP
 * needs no 'unsafe-inline' for scripts.
 */
export const SERVER_DATA_ELEMENT_ID = 'server-data';

/**
 * What the frontend's server bundle (`frontend/src/entry-server.tsx`) takes and gives, and what the
 * backend's site-rendering module calls it with. The backend knows no page: the routes' loaders ask
 * the data source for what their page shows.
 */
export interface ServerRenderInput {
  url: string;
  publicUrl: string;
  data: PublicDataSource;
}

/** A page whose loaders have run: what they read, and the rendering (done only when needed). */
export interface LoadedServerPage {
  statusCode: number;
  /** The loaders' data as JSON: a cached rendering is reused while this is unchanged. */
  dataVersion: string;
  /** The job the page shows (an apply page), for its JobPosting JSON-LD. */
  postedJob: Job | null;
  render(): ServerRenderResult;
}

export interface ServerRenderResult {
  appHtml: string;
  head: string;
  /** The router's hydration data (loader data and errors), written into the SERVER_DATA_ELEMENT_ID block. */
  preloadedState: unknown;
}
