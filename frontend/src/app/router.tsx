import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { layoutTexts } from '@/components/layout/texts';
import { LoadingText } from '@/components/ui/spinner';
import { paths, SERVICE_IDS, type ServiceId } from '@/config/paths';
import { SERVICE_DETAILS } from '@/features/services/service-details';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicShell } from './public-shell';

// Each screen is its own chunk, so a visitor downloads only the page they open (and never the admin).
const HomePage = lazyPage(() => import('@/pages/home-page'), 'src/pages/home-page.tsx');
const AboutPage = lazyPage(() => import('@/pages/about-page'), 'src/pages/about-page.tsx');
const ServicesPage = lazyPage(() => import('@/pages/services-page'), 'src/pages/services-page.tsx');
const LocalAreaPage = lazyPage(() => import('@/pages/local-area-page'), 'src/pages/local-area-page.tsx');
const ProjectsPage = lazyPage(() => import('@/pages/projects-page'), 'src/pages/projects-page.tsx');
const CareersPage = lazyPage(() => import('@/pages/careers-page'), 'src/pages/careers-page.tsx');
const ApplyPage = lazyPage(() => import('@/pages/apply-page'), 'src/pages/apply-page.tsx');
const ContactPage = lazyPage(() => import('@/pages/contact-page'), 'src/pages/contact-page.tsx');
const QuotePage = lazyPage(() => import('@/pages/quote-page'), 'src/pages/quote-page.tsx');
const ShopPage = lazyPage(() => import('@/pages/shop-page'), 'src/pages/shop-page.tsx');
const PrivacyPage = lazyPage(() => import('@/pages/privacy-page'), 'src/pages/privacy-page.tsx');
const TermsPage = lazyPage(() => import('@/pages/terms-page'), 'src/pages/terms-page.tsx');
const NotFoundPage = lazyPage(() => import('@/pages/not-found-page'), 'src/pages/not-found-page.tsx');
const AdminCareersPage = lazyPage(
  () => import('@/pages/admin/admin-careers-page'),
  'src/pages/admin/admin-careers-page.tsx',
);
const ConstantsTestPage = lazyPage(
  () => import('@/pages/admin/constants-test-page'),
  'src/pages/admin/constants-test-page.tsx',
);

/**
 * One page per service: the service page's chunk plus that service's details, so a service page
 * does not download the texts of the seven others.
 */
function servicePage(serviceId: ServiceId): LazyPage {
  return lazyPage(async () => {
    const [{ default: ServicePage }, { default: details }] = await Promise.all([
      import('@/pages/service-page'),
      SERVICE_DETAILS[serviceId](),
    ]);
    function ServiceRoute() {
      return <ServicePage serviceId={serviceId} details={details} />;
    }
    return { default: ServiceRoute };
  }, ['src/pages/service-page.tsx', `src/features/services/details/${serviceId}.ts`]);
}
const SERVICE_PAGES = SERVICE_IDS.map((serviceId) => ({ serviceId, Page: servicePage(serviceId) }));

const PUBLIC_PAGES: LazyPage[] = [
  HomePage,
  AboutPage,
  ServicesPage,
  ...SERVICE_PAGES.map(({ Page }) => Page),
  LocalAreaPage,
  ProjectsPage,
  CareersPage,
  ApplyPage,
  ContactPage,
  QuotePage,
  ShopPage,
  PrivacyPage,
  TermsPage,
  NotFoundPage,
];
const ADMIN_PAGES: LazyPage[] = [AdminCareersPage, ConstantsTestPage];

type PageRoute = RouteObject & { page?: LazyPage; children?: PageRoute[] };

function page(path: string, Page: LazyPage): PageRoute {
  return { path, element: <Page />, page: Page };
}

const noSubscription = () => () => undefined;

/**
 * Admin screens depend on the token in localStorage, which the server cannot see: the server and the
 * hydrating browser both render the loading text, then the browser renders the screen.
 */
function ClientOnly({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loading = <LoadingText>{layoutTexts.pageLoading}</LoadingText>;
  return hydrated ? <Suspense fallback={loading}>{children}</Suspense> : loading;
}

function adminPage(path: string, Page: LazyPage): PageRoute {
  return {
    path,
    page: Page,
    element: (
      <ClientOnly>
        <Page />
      </ClientOnly>
    ),
  };
}

/** The route table (paths from config/paths.ts), for BrowserRouter, StaticRouter and MemoryRouter. */
export const routes: PageRoute[] = [
  adminPage(paths.adminCareers.pattern, AdminCareersPage),
  adminPage(paths.adminConstantsTest.pattern, ConstantsTestPage),
  {
    element: <PublicShell />,
    children: [
      { index: true, element: <HomePage />, page: HomePage },
      ...[paths.about.pattern, ...paths.about.aliases].map((path) => page(path, AboutPage)),
      page(paths.services.pattern, ServicesPage),
      ...SERVICE_PAGES.map(({ serviceId, Page }) => page(paths.service.to(serviceId), Page)),
      page(paths.service.pattern, NotFoundPage),
      ...[paths.localArea.pattern, ...paths.localArea.aliases].map((path) => page(path, LocalAreaPage)),
      ...[paths.projects.pattern, ...paths.projects.aliases, paths.project.pattern].map((path) =>
        page(path, ProjectsPage),
      ),
      page(paths.careers.pattern, CareersPage),
      page(paths.apply.pattern, ApplyPage),
      page(paths.contact.pattern, ContactPage),
      page(paths.quote.pattern, QuotePage),
      page(paths.shop.pattern, ShopPage),
      page(paths.privacy.pattern, PrivacyPage),
      page(paths.terms.pattern, TermsPage),
      page(paths.notFound.pattern, NotFoundPage),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunk(s) of the page at `pathname` (before hydrating, so the first render matches the HTML). */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route as PageRoute).page?.preload()));
}

/** Source files of the page(s) at `pathname`, for `<link rel="modulepreload">` hints. */
export function pageSourcesFor(pathname: string): string[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => {
    return (match.route as PageRoute).page?.sources ?? [];
  });
}

/**
 * Loads every public page: the server does this once before rendering anything. Admin screens render
 * in the browser only (ClientOnly), so the server never loads their code (nor Redux).
 */
export function preloadPublicPages(): Promise<unknown> {
  return Promise.all(PUBLIC_PAGES.map((Page) => Page.preload()));
}

/** Loads every page, admin screens included (tests render them all). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all([...PUBLIC_PAGES, ...ADMIN_PAGES].map((Page) => Page.preload()));
}
