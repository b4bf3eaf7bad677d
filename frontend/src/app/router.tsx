import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { layoutTexts } from '@/components/layout/texts';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { lazyPage, type LazyPage } from './lazy-page';
import { PublicShell } from './public-shell';

// Each screen is its own chunk, so a visitor downloads only the page they open (and never the admin).
const HomePage = lazyPage(() => import('@/pages/home-page'));
const AboutPage = lazyPage(() => import('@/pages/about-page'));
const ServicesPage = lazyPage(() => import('@/pages/services-page'));
const ServicePage = lazyPage(() => import('@/pages/service-page'));
const LocalAreaPage = lazyPage(() => import('@/pages/local-area-page'));
const ProjectsPage = lazyPage(() => import('@/pages/projects-page'));
const CareersPage = lazyPage(() => import('@/pages/careers-page'));
const ApplyPage = lazyPage(() => import('@/pages/apply-page'));
const ContactPage = lazyPage(() => import('@/pages/contact-page'));
const ShopPage = lazyPage(() => import('@/pages/shop-page'));
const PrivacyPage = lazyPage(() => import('@/pages/privacy-page'));
const TermsPage = lazyPage(() => import('@/pages/terms-page'));
const NotFoundPage = lazyPage(() => import('@/pages/not-found-page'));
const AdminCareersPage = lazyPage(() => import('@/pages/admin/admin-careers-page'));
const ConstantsTestPage = lazyPage(() => import('@/pages/admin/constants-test-page'));

const ALL_PAGES: LazyPage[] = [
  HomePage,
  AboutPage,
  ServicesPage,
  ServicePage,
  LocalAreaPage,
  ProjectsPage,
  CareersPage,
  ApplyPage,
  ContactPage,
  ShopPage,
  PrivacyPage,
  TermsPage,
  NotFoundPage,
  AdminCareersPage,
  ConstantsTestPage,
];

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
      page(paths.service.pattern, ServicePage),
      ...[paths.localArea.pattern, ...paths.localArea.aliases].map((path) => page(path, LocalAreaPage)),
      ...[paths.projects.pattern, ...paths.projects.aliases, paths.project.pattern].map((path) =>
        page(path, ProjectsPage),
      ),
      page(paths.careers.pattern, CareersPage),
      page(paths.apply.pattern, ApplyPage),
      page(paths.contact.pattern, ContactPage),
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

/** Loads every page (the server does this once before rendering anything). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(ALL_PAGES.map((Page) => Page.preload()));
}
