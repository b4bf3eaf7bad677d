import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { callApi, unwrapData, type ApiFailure } from './http';

/*
 * The server data public pages show (site constants, public jobs), keyed by API path. The server
 * renders a page with the data it has and hands it to the browser (a JSON block, see SERVER_DATA_ELEMENT_ID), so a
 * hydrating page never fetches what it already shows; pages reached by client-side navigation fetch
 * what is missing, and fetch again what is older than a minute (showing it meanwhile). Public pages
 * stay off Redux and RTK Query (they load with the admin area only): that keeps a public page under
 * its 100 KB JavaScript budget.
 */

export type PublicDataEntry =
  | { status: 'loading' }
  | { status: 'success'; data: unknown; receivedAt: number }
  | { status: 'error'; failure: ApiFailure };

/** API path -> its unwrapped `data`, e.g. `{ '/constants': {...}, '/careers/public': [...] }`. */
export type PublicDataSeed = Record<string, unknown>;

const LOADING: PublicDataEntry = { status: 'loading' };
const NOT_FOUND: ApiFailure = { kind: 'status', status: 404, fieldErrors: {} };

/** The seed's list of paths known to answer 404 (no API path starts with '#'). */
export const MISSING_PATHS_KEY = '#missing';

/** Data older than this is fetched again when a page shows it (as the server's page cache, a minute). */
export const PUBLIC_DATA_MAX_AGE_MS = 60_000;

export class PublicDataCache {
  private readonly entries = new Map<string, PublicDataEntry>();
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Set<string>();

  /** Paths the server found missing (404): the page hydrates as "not found" without asking again. */
  private readonly missing = new Set<string>();

  constructor(seed: PublicDataSeed = {}) {
    const receivedAt = Date.now();
    for (const [path, data] of Object.entries(seed)) {
      if (path === MISSING_PATHS_KEY) continue;
      this.entries.set(path, { status: 'success', data, receivedAt });
    }
    const missing = seed[MISSING_PATHS_KEY];
    for (const path of Array.isArray(missing) ? missing : []) {
      if (typeof path !== 'string') continue;
      this.missing.add(path);
      this.entries.set(path, { status: 'error', failure: NOT_FOUND });
    }
  }

  get(path: string): PublicDataEntry | undefined {
    return this.entries.get(path);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Fetches `path` unless it is recent or already on its way; older data stays shown meanwhile. */
  load(path: string): void {
    if (this.missing.has(path)) return;
    const entry = this.entries.get(path);
    if (entry?.status === 'success' && Date.now() - entry.receivedAt < PUBLIC_DATA_MAX_AGE_MS) return;
    if (!entry || entry.status === 'error') this.set(path, LOADING);
    this.fetch(path);
  }

  /** Fetches every known path again (the admin changed something); pages keep showing the old data meanwhile. */
  refreshAll(): void {
    this.missing.clear();
    for (const path of this.entries.keys()) this.fetch(path);
  }

  /** What the browser starts from: every path that loaded. */
  seed(): PublicDataSeed {
    const seed: PublicDataSeed = {};
    for (const [path, entry] of this.entries) if (entry.status === 'success') seed[path] = entry.data;
    if (this.missing.size > 0) seed[MISSING_PATHS_KEY] = [...this.missing];
    return seed;
  }

  private fetch(path: string): void {
    if (this.inFlight.has(path)) return;
    this.inFlight.add(path);
    void callApi(path).then((result) => {
      this.inFlight.delete(path);
      if (result.ok)
        this.set(path, { status: 'success', data: unwrapData<unknown>(result.body), receivedAt: Date.now() });
      else if (this.entries.get(path)?.status !== 'success')
        this.set(path, { status: 'error', failure: result.failure });
    });
  }

  private set(path: string, entry: PublicDataEntry): void {
    this.entries.set(path, entry);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const PublicDataContext = createContext<PublicDataCache | null>(null);

export function PublicDataProvider({ cache, children }: { cache: PublicDataCache; children: ReactNode }) {
  return <PublicDataContext.Provider value={cache}>{children}</PublicDataContext.Provider>;
}

export function usePublicDataCache(): PublicDataCache {
  const cache = useContext(PublicDataContext);
  if (!cache) throw new Error('usePublicDataCache needs a PublicDataProvider');
  return cache;
}

export interface PublicDataView<T> {
  data: T | undefined;
  failure: ApiFailure | undefined;
  isLoading: boolean;
  isSuccess: boolean;
}

/**
 * One API path's data, read with `read` (null when the answer has the wrong shape). `path` null
 * skips; `peek: true` only shows what is already known (never starts a request).
 * Showing it fetches it when missing, failed before, or older than PUBLIC_DATA_MAX_AGE_MS.
 */
export function usePublicData<T>(
  path: string | null,
  read: (data: unknown) => T | null,
  { peek = false }: { peek?: boolean } = {},
): PublicDataView<T> {
  const cache = usePublicDataCache();
  const current = () => (path === null ? undefined : cache.get(path));
  const entry = useSyncExternalStore(cache.subscribe, current, current);
  const fetches = path !== null && !peek;

  useEffect(() => {
    if (fetches) cache.load(path);
  }, [cache, path, fetches]);

  if (entry?.status === 'success') {
    const data = read(entry.data);
    if (data !== null) return { data, failure: undefined, isLoading: false, isSuccess: true };
    return { data: undefined, failure: { kind: 'format', status: 200 }, isLoading: false, isSuccess: false };
  }
  if (entry?.status === 'error') {
    return { data: undefined, failure: entry.failure, isLoading: false, isSuccess: false };
  }
  return {
    data: undefined,
    failure: undefined,
    isLoading: fetches || entry !== undefined,
    isSuccess: false,
  };
}
