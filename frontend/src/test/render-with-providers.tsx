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

/**
 * A fetch stub answering by path: `mockFetch({ '/api/constants': { success: true, data: {...} } })`.
 * `requests` holds every call as a Request, whichever form the caller used.
 */
export function mockFetch(
  routes: Record<string, unknown | ((init?: RequestInit) => Response | Promise<Response>)>,
) {
  const calls: string[] = [];
  const requests: Request[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    calls.push(path);
    requests.push(request);
    const answer = routes[path];
    if (typeof answer === 'function') return (answer as (init?: RequestInit) => Response)(init);
    if (answer === undefined)
      return jsonResponse({ success: false, statusCode: 404, message: 'Not found' }, 404);
    return jsonResponse(answer);
  });
  global.fetch = fetchStub as unknown as typeof fetch;
  return { fetchStub, calls, requests };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
