import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import {
  applyPageJobId,
  englishPath,
  languageOfPath,
  projectPageSlug,
  type ServerRenderInput,
  type ServerRenderResult,
} from '@uaq/contract';
import { AppProviders } from '@/app/app-providers';
import { assetHints, type ClientManifest } from '@/app/asset-hints';
import { AppRoutes, pageSourcesFor, preloadPublicPages } from '@/app/router';
import { createServerRenderContext, ServerRenderContextValue } from '@/components/seo/head-context';
import { renderHeadMarkup } from '@/components/seo/head-markup';
import { PUBLIC_JOBS_PATH, publicJobPath } from '@/features/careers/public-jobs';
import { PUBLIC_PROJECTS_PATH, publicProjectPath } from '@/features/projects/public-projects';
import { localBusinessJsonLd } from '@/features/site-constants/local-business-json-ld';
import { companyFrom, SITE_CONSTANTS_PATH } from '@/features/site-constants/use-site-constants';
import { MISSING_PATHS_KEY, PublicDataCache, type PublicDataSeed } from '@/lib/public-data';
import { DEFAULT_SITE_CONSTANTS } from '@/features/site-constants/site-constants-defaults';
import { loadAllTwinFiles } from '@/lib/i18n/twin-files';
import './styles/global.css';

// Every public page chunk and every Arabic twin is loaded once, before the first render, so
// rendering never suspends and Arabic pages render in Arabic.
await Promise.all([preloadPublicPages(), loadAllTwinFiles()]);

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

/** Renders one URL of the public site with the data the backend has (see packages/contract/src/server-render.ts). */
export function render(input: ServerRenderInput): ServerRenderResult {
  const constants = { ...DEFAULT_SITE_CONSTANTS, ...input.constants };
  const seed: PublicDataSeed = { [SITE_CONSTANTS_PATH]: input.constants };
  if (input.publicJobs) seed[PUBLIC_JOBS_PATH] = input.publicJobs;
  // Arabic pages read the same data as their English twins (`/ar/careers/apply/12` is job 12).
  const pageUrl = englishPath(input.url);
  const language = languageOfPath(input.url);
  const jobId = applyPageJobId(pageUrl) ?? input.job?.id ?? null;
  if (input.job && jobId !== null) seed[publicJobPath(jobId)] = input.job;
  if (input.projects) seed[PUBLIC_PROJECTS_PATH] = input.projects;
  const projectSlug = projectPageSlug(pageUrl);
  if (input.project && projectSlug !== null) seed[publicProjectPath(projectSlug)] = input.project;
  if (input.project === null && projectSlug !== null)
    seed[MISSING_PATHS_KEY] = [publicProjectPath(projectSlug)];
  const publicData = new PublicDataCache(seed);

  const company = companyFrom(constants, language);
  const context = createServerRenderContext();
  // For search engines only (they read the HTML), so the browser bundle does not carry it.
  context.addJsonLd('local-business', localBusinessJsonLd(company, input.publicUrl, language));
  const appHtml = renderToString(
    <ServerRenderContextValue.Provider value={context}>
      <AppProviders publicData={publicData}>
        <StaticRouter location={input.url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </ServerRenderContextValue.Provider>,
  );

  return {
    appHtml,
    head: [
      renderHeadMarkup(context.head, input.publicUrl, company.name),
      assetHints(
        clientManifest,
        pageSourcesFor(new URL(input.url, 'http://site.invalid').pathname),
        language,
      ),
    ]
      .filter(Boolean)
      .join('\n    '),
    statusCode: context.statusCode,
    preloadedState: publicData.seed(),
  };
}
