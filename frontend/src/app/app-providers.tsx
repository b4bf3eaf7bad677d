import type { ReactNode } from 'react';
import { PublicDataProvider, type PublicDataCache } from '@/lib/public-data';

/** Everything around the routes except the router itself (BrowserRouter or StaticRouter). */
export function AppProviders({ publicData, children }: { publicData: PublicDataCache; children: ReactNode }) {
  return <PublicDataProvider cache={publicData}>{children}</PublicDataProvider>;
}
