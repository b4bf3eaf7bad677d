import { Suspense, type ReactNode } from 'react';
import { PublicDataProvider, type PublicDataCache } from '@/lib/public-data';

/**
 * Everything around the routes except the router itself (BrowserRouter or StaticRouter).
 *
 * The boundary renders nothing of its own (the server never suspends: every page is loaded before it
 * renders). It is there for hydration, which runs in a transition (entry-client.tsx): React hydrates
 * what is inside a boundary in slices, and a tap or key press on a part not yet hydrated makes React
 * hydrate that part at once and then deliver the event. Outside any boundary, an event arriving
 * mid-hydration would be dropped.
 */
export function AppProviders({ publicData, children }: { publicData: PublicDataCache; children: ReactNode }) {
  return (
    <PublicDataProvider cache={publicData}>
      <Suspense>{children}</Suspense>
    </PublicDataProvider>
  );
}
