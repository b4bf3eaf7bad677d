import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, preloadAllPages } from '@/app/router';
import { PublicDataCache, type PublicDataSeed } from '@/lib/public-data';

// Pages are separate chunks in the browser; suites that render the app load them all up front, so
// nothing suspends (registered when a test file imports this helper).
beforeAll(() => preloadAllPages());

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** URL the router starts at (default "/"). */
  route?: string;
  /** Data the page starts with, as the server would hand it over (default: none, so pages fetch). */
  publicData?: PublicDataSeed;
}

/**
 * Renders `ui` inside the app's providers and a router at `route`. Pass no `ui` (undefined) to render
 * the whole app's routes at that URL: `renderWithProviders(undefined, { route: '/about' })`.
 */
export function renderWithProviders(ui?: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/', publicData = {}, ...renderOptions } = options;
  return render(
    <AppProviders publicData={new PublicDataCache(publicData)}>
      <MemoryRouter initialEntries={[route]}>{ui ?? <AppRoutes />}</MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
}
