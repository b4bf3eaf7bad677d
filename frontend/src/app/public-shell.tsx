import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { layoutTexts } from '@/components/layout/texts';
import { LoadingText } from '@/components/ui/spinner';
import { SiteNameContext } from '@/components/seo/head-context';
import { useSiteConstants } from '@/features/site-constants/use-site-constants';

/** Layout route of every public screen: header/footer with the company's details and the site name. */
export function PublicShell() {
  const { company } = useSiteConstants();
  const { pathname } = useLocation();

  // A new page starts at the top, like a full page load would.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <SiteNameContext.Provider value={company.name}>
      <PublicLayout company={company}>
        {/* Pages not yet downloaded suspend here while their chunk loads (client navigation only). */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </PublicLayout>
    </SiteNameContext.Provider>
  );
}

function PageLoading() {
  return (
    <div className="container section">
      <LoadingText>{layoutTexts.pageLoading}</LoadingText>
    </div>
  );
}
