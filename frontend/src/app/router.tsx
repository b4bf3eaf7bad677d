import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingText } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import AboutPage from '@/pages/about-page';
import ApplyPage from '@/pages/apply-page';
import CareersPage from '@/pages/careers-page';
import ContactPage from '@/pages/contact-page';
import HomePage from '@/pages/home-page';
import LocalAreaPage from '@/pages/local-area-page';
import NotFoundPage from '@/pages/not-found-page';
import PrivacyPage from '@/pages/privacy-page';
import ProjectsPage from '@/pages/projects-page';
import ServicePage from '@/pages/service-page';
import ServicesPage from '@/pages/services-page';
import ShopPage from '@/pages/shop-page';
import TermsPage from '@/pages/terms-page';
import { PublicShell } from './public-shell';

// The admin area is its own chunk: public pages never download it.
const AdminCareersPage = lazy(() => import('@/pages/admin/admin-careers-page'));
const ConstantsTestPage = lazy(() => import('@/pages/admin/constants-test-page'));

function AdminChunk({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText>Loading...</LoadingText>}>{children}</Suspense>;
}

/** Every route of the site (paths from config/paths.ts). Rendered by BrowserRouter or StaticRouter. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.adminCareers.pattern}
        element={
          <AdminChunk>
            <AdminCareersPage />
          </AdminChunk>
        }
      />
      <Route
        path={paths.adminConstantsTest.pattern}
        element={
          <AdminChunk>
            <ConstantsTestPage />
          </AdminChunk>
        }
      />
      <Route element={<PublicShell />}>
        <Route index element={<HomePage />} />
        {[paths.about.pattern, ...paths.about.aliases].map((path) => (
          <Route key={path} path={path} element={<AboutPage />} />
        ))}
        <Route path={paths.services.pattern} element={<ServicesPage />} />
        <Route path={paths.service.pattern} element={<ServicePage />} />
        {[paths.localArea.pattern, ...paths.localArea.aliases].map((path) => (
          <Route key={path} path={path} element={<LocalAreaPage />} />
        ))}
        {[paths.projects.pattern, ...paths.projects.aliases, paths.project.pattern].map((path) => (
          <Route key={path} path={path} element={<ProjectsPage />} />
        ))}
        <Route path={paths.careers.pattern} element={<CareersPage />} />
        <Route path={paths.apply.pattern} element={<ApplyPage />} />
        <Route path={paths.contact.pattern} element={<ContactPage />} />
        <Route path={paths.shop.pattern} element={<ShopPage />} />
        <Route path={paths.privacy.pattern} element={<PrivacyPage />} />
        <Route path={paths.terms.pattern} element={<TermsPage />} />
        <Route path={paths.notFound.pattern} element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
