import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { RouterNavigation } from './router-navigation';
import { layoutTexts } from '@/components/layout/texts';
import { LoadingText } from '@/components/ui/spinner';
import { SiteNameContext } from '@/components/seo/head-context';
import { companyFrom, useSiteConstants } from '@/features/site/site-constants/use-site-constants';
import { LanguageContext } from '@/lib/i18n/language';
import { useTexts } from '@/lib/i18n/texts';
import { languageOfPath } from '@uaq/contract/language';

/**
 * Layout route of every public screen: header/footer with the company's details and the site name,
 * in the page's language (Arabic under `/ar`).
 */
export function PublicShell() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  // Read above the language provider: the company's name and address in the page's language.
  const company = companyFrom(useSiteConstants().constants, language);

  // The server sent the right lang/dir; client navigation across languages updates them.
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  }, [language]);

  return (
    <LanguageContext.Provider value={language}>
      <SiteNameContext.Provider value={company.name}>
        {/*
          A followed link starts the next page at the top (or at its #anchor), Back and Forward return
          to where the visitor was, and the page as loaded keeps the scroll the visitor made while it
          hydrated (the router knows a server-rendered start).
        */}
        <ScrollRestoration />
        <RouterNavigation>
          <PublicLayout company={company}>
            {/* Pages not yet downloaded suspend here while their chunk loads (client navigation only). */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PublicLayout>
        </RouterNavigation>
      </SiteNameContext.Provider>
    </LanguageContext.Provider>
  );
}

function PageLoading() {
  const t = useTexts(layoutTexts);
  return (
    <div className="container section">
      <LoadingText>{t.pageLoading}</LoadingText>
    </div>
  );
}
