import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, preloadPageFor } from '@/app/router';
import { PublicDataCache, type PublicDataSeed } from '@/lib/public-data';
import { rememberLandingSource } from '@/lib/visit-source';
import { SERVER_DATA_ELEMENT_ID } from '@uaq/contract/server-render';
import './styles/global.css';

// Before anything navigates: the landing URL is what tells where the visit came from.
rememberLandingSource();

const container = document.getElementById('root') as HTMLElement;
const serverState = readServerData();

const publicData = new PublicDataCache(serverState);

const app = (
  <StrictMode>
    <AppProviders publicData={publicData}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/** The data the server rendered this page with (a JSON block written by backend site-rendering). */
function readServerData(): PublicDataSeed | undefined {
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  return (JSON.parse(element.textContent) as PublicDataSeed | null) ?? undefined;
}

// The current page's chunk first, so hydration renders exactly what the server sent. Hydrating in a
// transition lets React yield to the browser between components instead of holding the main thread
// for the whole page (a phone could not answer a tap or scroll meanwhile).
void preloadPageFor(window.location.pathname).finally(() => {
  if (serverState && container.hasChildNodes()) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
});
