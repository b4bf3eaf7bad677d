import { Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router';
import { layoutTexts } from '@/components/layout/texts';
import { LoadingText } from '@/components/ui/spinner';
import { APPLICANT_STATUS_PATH } from '@uaq/contract/site';
import { ARABIC_PATH_PREFIX, LANGUAGES, pathInLanguage, type Language } from '@uaq/contract/language';
import { SERVICE_IDS, type ServiceId } from '@/config/paths';
import { publicJobLoader, publicJobsLoader } from '@/features/site/careers/public-jobs';
import { publishedProjectLoader, publishedProjectsLoader } from '@/features/site/projects/public-projects';
import { SERVICE_DETAILS } from '@/features/site/services/service-details';
import { loadArabicTexts, useTexts } from '@/lib/i18n/texts';
import { notFoundLoader, shouldRevalidateSite, siteLoader, SITE_ROUTE_ID } from '@/lib/route-data';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicShell } from './public-shell';

/**
 * A page's code in its own chunk: the server renders it; in the browser only the admin app (whose
 * router holds the public routes too) and tests load it, a public page's visitor gets its islands
 * instead (islands/registry.ts). Its texts come with it; on Arabic routes their Arabic too (see pageRoute).
 */
interface PageChunk {
  load: () => Promise<ComponentType>;
}

function pageChunk(load: () => Promise<{ default: ComponentType }>): PageChunk {
  let pending: Promise<ComponentType> | null = null;
  return { load: () => (pending ??= load().then((module) => module.default)) };
}

const PAGES = {
  home: pageChunk(() => import('@/pages/home-page')),
  about: pageChunk(() => import('@/pages/about-page')),
  services: pageChunk(() => import('@/pages/services-page')),
  localArea: pageChunk(() => import('@/pages/local-area-page')),
  projects: pageChunk(() => import('@/pages/projects-page')),
  careers: pageChunk(() => import('@/pages/careers-page')),
  apply: pageChunk(() => import('@/pages/apply-page')),
  applicantStatus: pageChunk(() => import('@/pages/applicant-status-page')),
  contact: pageChunk(() => import('@/pages/contact-page')),
  quote: pageChunk(() => import('@/pages/quote-page')),
  shop: pageChunk(() => import('@/pages/shop-page')),
  privacy: pageChunk(() => import('@/pages/privacy-page')),
  terms: pageChunk(() => import('@/pages/terms-page')),
  notFound: pageChunk(() => import('@/pages/not-found-page')),
};

/**
 * One page per service: the service page's chunk plus that service's details, so a service page
 * does not download the texts of the seven others.
 */
function servicePage(serviceId: ServiceId): PageChunk {
  return pageChunk(async () => {
    const [{ default: ServicePage }, { default: details }] = await Promise.all([
      import('@/pages/service-page'),
      SERVICE_DETAILS[serviceId](),
    ]);
    function ServiceRoute() {
      return <ServicePage serviceId={serviceId} details={details} />;
    }
    return { default: ServiceRoute };
  });
}

/** One public address: its English path (the Arabic one is `/ar` + it), page and the data it shows. */
export interface PublicRoute {
  path: string;
  page: PageChunk;
  loader?: LoaderFunction;
  /** The page's canonical address, listed in the sitemap (aliases and pages with parameters are not). */
  listed?: true;
  /** The loader's data is a job the page offers: the server adds its JobPosting JSON-LD. */
  postsJob?: true;
}

/**
 * Every public page and alias, once. Adding one is one entry here: its Arabic address and server
 * rendering with its data follow from it (what works in the browser: its islands, islands/registry.ts).
 */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', page: PAGES.home, listed: true },
  { path: '/about', page: PAGES.about, listed: true },
  { path: '/about/history', page: PAGES.about },
  { path: '/about/team', page: PAGES.about },
  { path: '/services', page: PAGES.services, listed: true },
  ...SERVICE_IDS.map((id): PublicRoute => ({ path: `/services/${id}`, page: servicePage(id), listed: true })),
  { path: '/services/:serviceId', page: PAGES.notFound, loader: notFoundLoader },
  { path: '/umm-al-quwain', page: PAGES.localArea, listed: true },
  { path: '/umm-al-quwain-fire-safety', page: PAGES.localArea },
  { path: '/fire-safety-umm-al-quwain', page: PAGES.localArea },
  { path: '/projects', page: PAGES.projects, loader: publishedProjectsLoader, listed: true },
  { path: '/projects/grid', page: PAGES.projects, loader: publishedProjectsLoader },
  { path: '/gallery', page: PAGES.projects, loader: publishedProjectsLoader },
  { path: '/projects/:projectId', page: PAGES.projects, loader: publishedProjectLoader },
  { path: '/careers', page: PAGES.careers, loader: publicJobsLoader, listed: true },
  { path: '/careers/apply/:jobId', page: PAGES.apply, loader: publicJobLoader, postsJob: true },
  { path: APPLICANT_STATUS_PATH, page: PAGES.applicantStatus },
  { path: '/contact', page: PAGES.contact, listed: true },
  { path: '/quote', page: PAGES.quote, listed: true },
  { path: '/shop', page: PAGES.shop, listed: true },
  { path: '/privacy', page: PAGES.privacy, listed: true },
  { path: '/terms', page: PAGES.terms, listed: true },
  { path: '*', page: PAGES.notFound, loader: notFoundLoader },
];

/** What a route tells the server renderer: an admin screen's source files (preload hints), a posted job. */
export interface PageHandle {
  sources?: readonly string[];
  postsJob?: true;
}

/**
 * A page route in one language: the loader is declared here (it runs while the page's chunk
 * downloads); the page comes lazily and is its own error boundary (a 404 from its loader shows its
 * "not found" state). An Arabic route loads the Arabic of the texts the page's code defines before
 * the page renders (on the server; in the admin app before it hydrates).
 */
function pageRoute({ path, page, loader, postsJob }: PublicRoute, language: Language): RouteObject {
  return {
    path: language === 'en' ? path : inArabic(path),
    loader,
    handle: { postsJob } satisfies PageHandle,
    lazy: async () => {
      const Page = await page.load();
      if (language === 'ar') await loadArabicTexts();
      return loader ? { Component: Page, ErrorBoundary: Page } : { Component: Page };
    },
  };
}

const inArabic = (path: string) => (path === '*' ? `${ARABIC_PATH_PREFIX}/*` : pathInLanguage(path, 'ar'));

const noSubscription = () => () => undefined;

/**
 * Admin screens depend on the session, which the server renderer does not check: the server and the
 * hydrating browser both render the loading text, then the browser renders the screen.
 */
function ClientOnly({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <PageLoading />;
  return hydrated ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

function PageLoading() {
  return <LoadingText>{useTexts(layoutTexts).pageLoading}</LoadingText>;
}

// Admin screens load inside ClientOnly (not route `lazy`), so the server never loads their code (nor Redux).
const ADMIN_PAGES: Record<string, LazyPage> = {
  '/admin/careers': lazyPage(
    () => import('@/pages/admin/admin-careers-page'),
    'src/pages/admin/admin-careers-page.tsx',
  ),
  '/admin/constants-test': lazyPage(
    () => import('@/pages/admin/constants-test-page'),
    'src/pages/admin/constants-test-page.tsx',
  ),
};

function adminRoute(path: string, Page: LazyPage): RouteObject {
  return {
    path,
    handle: { sources: Page.sources } satisfies PageHandle,
    element: (
      <ClientOnly>
        <Page />
      </ClientOnly>
    ),
  };
}

/**
 * The route table, for createStaticHandler (server), createBrowserRouter and createMemoryRouter
 * (tests): the root reads the site constants every page shows, the public shell holds both languages.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: SITE_ROUTE_ID,
      loader: siteLoader,
      shouldRevalidate: shouldRevalidateSite,
      // Only tests start without the server's data; they render nothing until the loaders answer.
      HydrateFallback: () => null,
      children: [
        ...Object.entries(ADMIN_PAGES).map(([path, Page]) => adminRoute(path, Page)),
        {
          element: <PublicShell />,
          children: [
            ...LANGUAGES.flatMap((language) => PUBLIC_ROUTES.map((route) => pageRoute(route, language))),
          ],
        },
      ],
    },
  ];
}

/**
 * Loads the lazy routes `pathname` matches, in place, before the browser hydrates: the first render
 * then has every page component and matches the server's HTML (no fallback, no mismatch).
 */
export async function loadLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
}

/** Loads every admin screen (tests render them all; public pages load through their routes). */
export function preloadAdminPages(): Promise<unknown> {
  return Promise.all(Object.values(ADMIN_PAGES).map((Page) => Page.preload()));
}
