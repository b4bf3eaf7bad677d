import { useContext, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PublicLayout } from '@/components/layout/public-layout';
import { SiteNameContext } from '@/components/seo/head-context';
import { JsonLd } from '@/components/seo/page-meta';
import { PublicUrlContext } from '@/components/seo/public-url-context';
import { localBusinessJsonLd } from '@/features/site-constants/local-business-json-ld';
import { useSiteConstants } from '@/features/site-constants/use-site-constants';

/** Layout route of every public screen: header/footer with the company's details, site name, JSON-LD. */
export function PublicShell() {
  const { company } = useSiteConstants();
  const publicUrl = useContext(PublicUrlContext);
  const { pathname } = useLocation();

  // A new page starts at the top, like a full page load would.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);

  return (
    <SiteNameContext.Provider value={company.name}>
      <JsonLd id="local-business" data={localBusinessJsonLd(company, publicUrl)} />
      <PublicLayout company={company}>
        <Outlet />
      </PublicLayout>
    </SiteNameContext.Provider>
  );
}
