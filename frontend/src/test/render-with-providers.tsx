import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, preloadAllPages } from '@/app/router';
import { makeStore, type AppStore, type RootState } from '@/app/store';

// Pages are separate chunks in the browser; suites that render the app load them all up front, so
// nothing suspends (registered when a test file imports this helper).
beforeAll(() => preloadAllPages());

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** URL the router starts at (default "/"). */
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * Renders `ui` inside the real store and a router at `route`. Pass no `ui` (undefined) to render
 * the whole app's routes at that URL: `renderWithProviders(undefined, { route: '/about' })`.
 */
export function renderWithProviders(ui?: ReactElement, options: ProvidersOptions = {}) {
  const { route = '/', preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  const result = render(
    <AppProviders store={store} publicUrl="http://localhost">
      <MemoryRouter initialEntries={[route]}>{ui ?? <AppRoutes />}</MemoryRouter>
    </AppProviders>,
    renderOptions,
  );
  return { store, ...result };
}

/** A fetch stub answering by path: `mockFetch({ '/api/constants': { success: true, data: {...} } })`. */
export function mockFetch(
  routes: Record<string, unknown | ((init?: RequestInit) => Response | Promise<Response>)>,
) {
  const calls: string[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    calls.push(path);
    const answer = routes[path];
    if (typeof answer === 'function') return (answer as (init?: RequestInit) => Response)(init);
    if (answer === undefined)
      return jsonResponse({ success: false, statusCode: 404, message: 'Not found' }, 404);
    return jsonResponse(answer);
  });
  global.fetch = fetchStub as unknown as typeof fetch;
  return { fetchStub, calls };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
