import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import {
  languageOfPath,
  type Job,
  type LoadedServerPage,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@uaq/contract';
import { AppProviders } from '@/app/app-providers';
import { isAdminPath } from '@/app/admin-path';
import { assetHints, type ClientManifest } from '@/app/asset-hints';
import { ISLANDS, ISLANDS_RUNTIME_SOURCE, type IslandName } from '@/islands/registry';
import { createRoutes, type PageHandle } from '@/app/router';
import { createServerRenderContext, ServerRenderContextValue } from '@/components/seo/head-context';
import { renderHeadMarkup } from '@/components/seo/head-markup';
import { localBusinessJsonLd } from '@/features/site/site-constants/local-business-json-ld';
import { companyFrom } from '@/features/site/site-constants/use-site-constants';
import { DEFAULT_SITE_CONSTANTS } from '@/features/site/site-constants/site-constants-defaults';
import { dataSourceContext, SITE_ROUTE_ID, type SiteRouteData } from '@/lib/route-data';
import { SiteOriginContext } from '@/lib/site-origin';
import './styles/global.css';

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
const handler = createStaticHandler(createRoutes());

const handleOf = (match: StaticHandlerContext['matches'][number]) =>
  match.route.handle as PageHandle | undefined;

/**
 * Runs the loaders of the routes `input.url` matches (see packages/contract/src/server-render.ts):
 * the backend reuses a cached rendering while their data is unchanged, else calls `render()`.
 */
export async function load(input: ServerRenderInput): Promise<LoadedServerPage> {
  const request = new Request(new URL(input.url, 'http://site.invalid'));
  const context = await handler.query(request, { requestContext: dataSourceContext(input.data) });
  // No loader redirects; a Response here would be a programming error.
  if (context instanceof Response) throw new Error(`A route answered ${context.status} for ${input.url}`);
  // A 404 is the page's own answer; any other loader failure is the server's (a 500 page).
  for (const error of Object.values(context.errors ?? {})) if (!isRouteErrorResponse(error)) throw error;

  const jobRoute = context.matches.find((match) => handleOf(match)?.postsJob);
  const postedJob = jobRoute ? ((context.loaderData[jobRoute.route.id] as Job | undefined) ?? null) : null;
  return {
    statusCode: context.statusCode,
    dataVersion: JSON.stringify([context.loaderData, context.errors]),
    postedJob,
    render: () => render(input, context),
  };
}

/**
 * The client code a page starts with: an admin page's screens (the admin app hydrates whole); a
 * public page's island runtime and the islands it shows (the rest of it is the server's HTML).
 */
function scriptSources(context: StaticHandlerContext, islands: ReadonlySet<string>): string[] {
  if (isAdminPath(context.location.pathname)) {
    return context.matches.flatMap((match) => handleOf(match)?.sources ?? []);
  }
  const names = [...islands].filter((name): name is IslandName => Object.hasOwn(ISLANDS, name));
  return [ISLANDS_RUNTIME_SOURCE, ...names.map((name) => ISLANDS[name].source)];
}

function render(input: ServerRenderInput, context: StaticHandlerContext): ServerRenderResult {
  const language = languageOfPath(context.location.pathname);
  const read = (context.loaderData[SITE_ROUTE_ID] as SiteRouteData | undefined)?.constants;
  const company = companyFrom({ ...DEFAULT_SITE_CONSTANTS, ...read }, language);
  const head = createServerRenderContext();
  // For search engines only (they read the HTML), so the browser bundle does not carry it.
  head.addJsonLd('local-business', localBusinessJsonLd(company, input.publicUrl, language));
  const router = createStaticRouter(handler.dataRoutes, context);
  // The loader data reaches the browser in the page's JSON data block (hydrate={false}: React
  // Router's own inline script would need 'unsafe-inline' in the CSP).
  const appHtml = renderToString(
    <ServerRenderContextValue.Provider value={head}>
      <SiteOriginContext.Provider value={input.publicUrl.replace(/\/+$/, '')}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </SiteOriginContext.Provider>
    </ServerRenderContextValue.Provider>,
  );

  return {
    appHtml,
    head: [
      renderHeadMarkup(head.head, input.publicUrl, company.name),
      assetHints(clientManifest, scriptSources(context, head.islands), language),
    ]
      .filter(Boolean)
      .join('\n    '),
    preloadedState: { loaderData: context.loaderData, errors: context.errors },
  };
}
