import {
  createContext,
  data,
  isRouteErrorResponse,
  RouterContextProvider,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Job, Project, PublicDataSource, PublicJobDetail, SiteConstants } from '@uaq/contract';
import { callApi, unwrapData, type ApiFailure } from './http';

/*
 * Route loaders read their page's data from a PublicDataSource handed to them as the loader
 * `context`: the Nest services in-process when the server renders (entry-server.tsx), the public API
 * in the browser (apiDataSource below). Public pages stay off Redux and RTK Query (they load with the
 * admin area only): that keeps a public page under its JavaScript budget.
 */

const dataSourceKey = createContext<PublicDataSource>();

/** The loader `context` carrying `source` (static handler's requestContext, browser router's getContext). */
export function dataSourceContext(source: PublicDataSource): RouterContextProvider {
  return new RouterContextProvider(new Map([[dataSourceKey, source]]));
}

/** The data source of a loader's `context` (typed `unknown` by React Router without middleware). */
export function dataSourceOf(context: unknown): PublicDataSource {
  if (!(context instanceof RouterContextProvider)) throw new Error('Route loaders need dataSourceContext()');
  return context.get(dataSourceKey);
}

/** Thrown by a loader whose record does not exist: the page answers 404 (status from the router). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** The not-found page's loader: nothing to read, only its status. */
export function notFoundLoader() {
  return data(null, { status: 404 });
}

/** What a page shows when its loader failed: the record is missing, or the API could not be read. */
export type RouteFailure = 'missing' | 'unavailable' | 'format';

export function routeFailure(error: unknown): RouteFailure | null {
  if (error === undefined || error === null) return null;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return 'missing';
    const failure = error.data as Partial<ApiFailure> | null;
    return failure?.kind === 'format' ? 'format' : 'unavailable';
  }
  return 'unavailable';
}

/** Data older than this is fetched again on navigation (as the server's page cache, a minute). */
export const PUBLIC_DATA_MAX_AGE_MS = 60_000;

/** The root route's data: the site constants every page shows (null when they could not be read). */
export interface SiteRouteData {
  constants: SiteConstants | null;
}

/** Id of the root route, whose loader reads the site constants. */
export const SITE_ROUTE_ID = 'site';

/** When this browser last read the constants (hydration counts: the server just read them). */
let constantsReadAt = Date.now();

export async function siteLoader({ context }: { context: unknown }): Promise<SiteRouteData> {
  const constants = await dataSourceOf(context).constants();
  constantsReadAt = Date.now();
  return { constants };
}

/**
 * The constants are read again when older than a minute, when asked (an admin saved them: the
 * revalidator), and when moving between the admin area and the public site (the admin may have
 * changed them); not on every click.
 */
export function shouldRevalidateSite({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const inAdmin = (url: URL) => url.pathname === '/admin' || url.pathname.startsWith('/admin/');
  if (inAdmin(currentUrl) !== inAdmin(nextUrl)) return true;
  return Date.now() - constantsReadAt > PUBLIC_DATA_MAX_AGE_MS;
}

/** Reads `/api{path}`; null for a 404 (no such record), a route error for any other failure. */
async function readApi<T>(path: string, valid: (value: unknown) => boolean): Promise<T | null> {
  const result = await callApi(path);
  if (!result.ok) {
    if (result.failure.kind === 'status' && result.failure.status === 404) return null;
    const status = result.failure.kind === 'network' ? 503 : result.failure.status;
    throw data(result.failure, { status: status >= 400 ? status : 502 });
  }
  const value = unwrapData<unknown>(result.body);
  if (!valid(value)) {
    const failure: ApiFailure = { kind: 'format', status: 200 };
    throw data(failure, { status: 502 });
  }
  return value as T;
}

const isRecord = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value);
const isList = (value: unknown) => Array.isArray(value);

async function readList<T>(path: string): Promise<T[]> {
  const list = await readApi<T[]>(path, isList);
  if (list === null) throw data({ kind: 'status', status: 404, fieldErrors: {} }, { status: 502 });
  return list;
}

/** The browser's data source: the public API. */
export const apiDataSource: PublicDataSource = {
  // A page still shows (with the default details) when the constants cannot be read.
  constants: () => readApi<SiteConstants>('/constants', isRecord).catch(() => null),
  publicJobs: () => readList<Job>('/careers/public'),
  publicJob: (id) =>
    readApi<PublicJobDetail>(
      `/careers/public/${id}`,
      (value) => isRecord(value) && 'id' in (value as object),
    ),
  publishedProjects: () => readList<Project>('/projects'),
  publishedProject: (slug) =>
    readApi<Project>(
      `/projects/${encodeURIComponent(slug)}`,
      (value) => isRecord(value) && 'slug' in (value as object) && 'photos' in (value as object),
    ),
};
