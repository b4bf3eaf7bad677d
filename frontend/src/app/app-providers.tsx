import type { ReactNode } from 'react';
import { PublicUrlContext } from '@/components/seo/public-url-context';
import { PublicDataProvider, type PublicDataCache } from '@/lib/public-data';

/** Everything around the routes except the router itself (BrowserRouter or StaticRouter). */
export function AppProviders({
  publicData,
  publicUrl,
  children,
}: {
  publicData: PublicDataCache;
  publicUrl: string;
  children: ReactNode;
}) {
  return (
    <PublicDataProvider cache={publicData}>
      <PublicUrlContext.Provider value={publicUrl}>{children}</PublicUrlContext.Provider>
    </PublicDataProvider>
  );
}
