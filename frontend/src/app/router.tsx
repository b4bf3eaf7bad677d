import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { layoutTexts } from '@/components/layout/texts';
import { LoadingText } from '@/components/ui/spinner';
import { ARABIC_PATH_PREFIX, pathInLanguage, type Language } from '@uaq/contract/language';
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
const ApplicantStatusPage = lazyPage(
  () => import('@/pages/applicant-status-page'),
  'src/pages/applicant-status-page.tsx',
);
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

/**
 * The Arabic twin of an English page: the same chunk, plus one chunk with the Arabic of its texts
 * (app/arabic-twins/<name>.ts, importing the page's `*.ar.ts` twin files), loaded before it renders.
 * The English page never downloads it; one module per page spares the Arabic page a list of every
 * twin file and one download per twin file.
 */
function arabicPage(
  Page: LazyPage,
  name: string,
  loadTwins: () => Promise<unknown>,
  moreSources: readonly string[] = [],
): LazyPage {
  return lazyPage(async () => {
    await Promise.all([Page.preload(), loadTwins()]);
    return { default: Page };
  }, [...Page.sources, `src/app/arabic-twins/${name}.ts`, ...moreSources]);
}

const ARABIC = {
  home: arabicPage(HomePage, 'home', () => import('./arabic-twins/home')),
  about: arabicPage(AboutPage, 'about', () => import('./arabic-twins/about')),
  services: arabicPage(ServicesPage, 'services', () => import('./arabic-twins/services')),
  localArea: arabicPage(LocalAreaPage, 'local-area', () => import('./arabic-twins/local-area')),
  projects: arabicPage(ProjectsPage, 'projects', () => import('./arabic-twins/projects')),
  careers: arabicPage(CareersPage, 'careers', () => import('./arabic-twins/careers')),
  apply: arabicPage(ApplyPage, 'apply', () => import('./arabic-twins/apply')),
  applicantStatus: arabicPage(
    ApplicantStatusPage,
    'applicant-status',
    () => import('./arabic-twins/applicant-status'),
  ),
  contact: arabicPage(ContactPage, 'contact', () => import('./arabic-twins/contact')),
  quote: arabicPage(QuotePage, 'quote', () => import('./arabic-twins/quote')),
  shop: arabicPage(ShopPage, 'other-pages', () => import('./arabic-twins/other-pages')),
  privacy: arabicPage(PrivacyPage, 'legal', () => import('./arabic-twins/legal')),
  terms: arabicPage(TermsPage, 'legal', () => import('./arabic-twins/legal')),
  notFound: arabicPage(NotFoundPage, 'other-pages', () => import('./arabic-twins/other-pages')),
};
const ARABIC_SERVICE_PAGES = SERVICE_PAGES.map(({ serviceId, Page }) => ({
  serviceId,
  Page: arabicPage(
    Page,
    'service',
    () => import('./arabic-twins/service').then((twins) => twins.SERVICE_DETAILS_AR[serviceId]()),
    [`src/features/services/details/${serviceId}.ar.ts`],
  ),
}));

const PUBLIC_PAGES: LazyPage[] = [
  HomePage,
  AboutPage,
  ServicesPage,
  ...SERVICE_PAGES.map(({ Page }) => Page),
  LocalAreaPage,
  ProjectsPage,
  CareersPage,
  ApplyPage,
  ApplicantStatusPage,
  ContactPage,
  QuotePage,
  ShopPage,
  PrivacyPage,
  TermsPage,
  NotFoundPage,
  ...Object.values(ARABIC),
  ...ARABIC_SERVICE_PAGES.map(({ Page }) => Page),
];
const ADMIN_PAGES: LazyPage[] = [AdminCareersPage, ConstantsTestPage];

type PageRoute = RouteObject & { page?: LazyPage; children?: PageRoute[] };

function page(path: string, Page: LazyPage): PageRoute {
  return { path, element: <Page />, page: Page };
}

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

/** The public pages in one language: their paths (English, or `/ar` + the English path) and screens. */
function publicPages(language: Language): PageRoute[] {
  const ar = language === 'ar';
  const at = (path: string) =>
    ar ? (path === '*' ? `${ARABIC_PATH_PREFIX}/*` : pathInLanguage(path, 'ar')) : path;
  const pages = ar
    ? ARABIC
    : {
        home: HomePage,
        about: AboutPage,
        services: ServicesPage,
        localArea: LocalAreaPage,
        projects: ProjectsPage,
        careers: CareersPage,
        apply: ApplyPage,
        applicantStatus: ApplicantStatusPage,
        contact: ContactPage,
        quote: QuotePage,
        shop: ShopPage,
        privacy: PrivacyPage,
        terms: TermsPage,
        notFound: NotFoundPage,
      };
  const servicePages = ar ? ARABIC_SERVICE_PAGES : SERVICE_PAGES;
  return [
    page(at(paths.home.pattern), pages.home),
    ...[paths.about.pattern, ...paths.about.aliases].map((path) => page(at(path), pages.about)),
    page(at(paths.services.pattern), pages.services),
    ...servicePages.map(({ serviceId, Page }) => page(at(paths.service.to(serviceId)), Page)),
    page(at(paths.service.pattern), pages.notFound),
    ...[paths.localArea.pattern, ...paths.localArea.aliases].map((path) => page(at(path), pages.localArea)),
    ...[paths.projects.pattern, ...paths.projects.aliases, paths.project.pattern].map((path) =>
      page(at(path), pages.projects),
    ),
    page(at(paths.careers.pattern), pages.careers),
    page(at(paths.apply.pattern), pages.apply),
    page(at(paths.applicantStatus.pattern), pages.applicantStatus),
    page(at(paths.contact.pattern), pages.contact),
    page(at(paths.quote.pattern), pages.quote),
    page(at(paths.shop.pattern), pages.shop),
    page(at(paths.privacy.pattern), pages.privacy),
    page(at(paths.terms.pattern), pages.terms),
    page(at(paths.notFound.pattern), pages.notFound),
  ];
}

/** The route table (paths from config/paths.ts), for BrowserRouter, StaticRouter and MemoryRouter. */
export const routes: PageRoute[] = [
  adminPage(paths.adminCareers.pattern, AdminCareersPage),
  adminPage(paths.adminConstantsTest.pattern, ConstantsTestPage),
  { element: <PublicShell />, children: [...publicPages('en'), ...publicPages('ar')] },
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
