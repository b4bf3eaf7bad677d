import { Suspense, type ReactNode } from 'react';

/**
 * Everything around the router (RouterProvider or StaticRouterProvider).
 *
 * The boundary renders nothing of its own (the server never suspends: a route loads its page before
 * it renders). It is there for hydration, which runs in a transition (entry-client.tsx): React hydrates
 * what is inside a boundary in slices, and a tap or key press on a part not yet hydrated makes React
 * hydrate that part at once and then deliver the event. Outside any boundary, an event arriving
 * mid-hydration would be dropped.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
