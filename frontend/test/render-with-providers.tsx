import type { ReactElement } from 'react';
import { render, waitFor, type RenderOptions } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { createRoutes, preloadAdminPages } from '@/app/router';
import {
  apiDataSource,
  dataSourceContext,
  shouldRevalidateSite,
  siteLoader,
  SITE_ROUTE_ID,
} from '@/lib/route-data';

// Admin screens are separate chunks loaded inside ClientOnly; suites load them up front, so nothing
// suspends (registered when a test file imports this helper). Public pages load through their routes.
beforeAll(() => preloadAdminPages());

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** URL the router starts at (default "/"). */
  route?: string;
}

/** `ui` alone under the root route, at any URL (starting without constants: it renders at once). */
function routesFor(ui: ReactElement): RouteObject[] {
  return [
    {
      id: SITE_ROUTE_ID,
      loader: siteLoader,
      shouldRevalidate: shouldRevalidateSite,
      HydrateFallback: () => null,
      children: [{ path: '*', element: ui }],
    },
  ];
}

/**
 * Renders `ui` inside the app's providers and a data router at `route`, its loaders reading the
 * (mocked) API as in the browser. Pass no `ui` (undefined) to render the whole app's routes at that
 * URL: `renderWithProviders(undefined, { route: '/about' })`.
 */
export function renderWithProviders(ui?: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/', ...renderOptions } = options;
  const router = createMemoryRouter(ui ? routesFor(ui) : createRoutes(), {
    initialEntries: [route],
    getContext: () => dataSourceContext(apiDataSource),
    ...(ui ? { hydrationData: { loaderData: { [SITE_ROUTE_ID]: { constants: null } } } } : {}),
  });
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
      renderOptions,
    ),
  };
}

/** Renders the whole app at `route` and waits until its loaders have answered and the page shows. */
export async function renderRoute(route: string, options: Omit<ProvidersOptions, 'route'> = {}) {
  const rendered = renderWithProviders(undefined, { ...options, route });
  await waitFor(() => {
    expect(rendered.router.state.initialized).toBe(true);
    expect(rendered.container).not.toBeEmptyDOMElement();
  });
  return rendered;
}
