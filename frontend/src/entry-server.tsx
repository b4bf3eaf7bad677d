import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ServerRenderInput, ServerRenderResult } from '@contract/server-render';
import { AppProviders } from '@/app/app-providers';
import { assetHints, type ClientManifest } from '@/app/asset-hints';
import { AppRoutes, pageSourcesFor, preloadAllPages } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { createServerRenderContext, ServerRenderContextValue } from '@/components/seo/head-context';
import { jsonForScript, renderHeadMarkup } from '@/components/seo/head-markup';
import { api } from '@/lib/api';
import { companyFrom } from '@/features/site-constants/use-site-constants';
import { DEFAULT_SITE_CONSTANTS } from '@/features/site-constants/site-constants-defaults';
import './styles/global.css';

// Every page chunk is loaded once, before the first render, so rendering never suspends.
await preloadAllPages();

/** The client build's manifest (dist/client beside dist/server), for preload hints; optional. */
function readClientManifest(): ClientManifest {
  try {
    return JSON.parse(
      readFileSync(new URL('../client/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as ClientManifest;
  } catch {
    return {};
  }
}
const clientManifest = readClientManifest();

type CacheEntry = { endpointName: string; arg: unknown; value: unknown };

/** Puts data the server already has into RTK Query's cache, for endpoints that are registered. */
function seedCache(store: AppStore, entries: CacheEntry[]): void {
  const known = entries.filter((entry) => entry.endpointName in api.endpoints);
  if (known.length === 0) return;
  store.dispatch(api.util.upsertQueryEntries(known as never));
}

function jobIdFromUrl(url: string): number | null {
  const match = /^\/careers\/apply\/(\d+)(?:[/?#]|$)/.exec(url);
  return match ? Number(match[1]) : null;
}

/** Renders one URL of the public site (see /tmp/team/frontend-foundation.md for the contract). */
export function render(input: ServerRenderInput): ServerRenderResult {
  const store = makeStore({ session: { token: null } });
  const constants = { ...DEFAULT_SITE_CONSTANTS, ...input.constants };
  const entries: CacheEntry[] = [{ endpointName: 'getConstants', arg: undefined, value: input.constants }];
  if (input.publicJobs)
    entries.push({ endpointName: 'getPublicJobs', arg: undefined, value: input.publicJobs });
  const jobId = jobIdFromUrl(input.url) ?? input.job?.id ?? null;
  if (input.job && jobId !== null)
    entries.push({ endpointName: 'getPublicJob', arg: jobId, value: input.job });
  seedCache(store, entries);

  const context = createServerRenderContext();
  const appHtml = renderToString(
    <ServerRenderContextValue.Provider value={context}>
      <AppProviders store={store} publicUrl={input.publicUrl}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </ServerRenderContextValue.Provider>,
  );

  const preloadedState = store.getState();
  // Drops the cache's removal timers so nothing of this request outlives it.
  store.dispatch(api.util.resetApiState());

  return {
    appHtml,
    head: [
      renderHeadMarkup(context.head, input.publicUrl, companyFrom(constants).name),
      assetHints(clientManifest, pageSourcesFor(new URL(input.url, 'http://site.invalid').pathname)),
    ]
      .filter(Boolean)
      .join('\n    '),
    statusCode: context.statusCode,
    preloadedState,
  };
}

/** The `<!--app-state-->` replacement: the state as a script, safe inside HTML. */
export function renderStateScript(preloadedState: unknown): string {
  return `<script>window.__PRELOADED_STATE__=${jsonForScript(preloadedState)}</script>`;
}
