/** The admin area's client: the whole route table hydrates (entry-client.tsx loads it for /admin). */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/app-providers';
import { createRoutes, loadLazyRoutes } from '@/app/router';
import { apiDataSource, dataSourceContext } from '@/lib/route-data';
import { SERVER_DATA_ELEMENT_ID } from '@uaq/contract/server-render';

const container = document.getElementById('root') as HTMLElement;
const hydrationData = readServerData();
const routes = createRoutes();

/** The loader data the server rendered this page with (a JSON block written by backend site-rendering). */
function readServerData(): HydrationState | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return (JSON.parse(element.textContent) as HydrationState | null) ?? undefined;
}

// The current page's chunk first, so hydration renders exactly what the server sent. Hydrating in a
// transition lets React yield to the browser between components instead of holding the main thread
// for the whole page (a phone could not answer a tap or scroll meanwhile).
void loadLazyRoutes(routes, window.location.pathname).finally(() => {
  const router = createBrowserRouter(routes, {
    hydrationData,
    // Loaders read the public API in the browser.
    getContext: () => dataSourceContext(apiDataSource),
  });
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData && container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
