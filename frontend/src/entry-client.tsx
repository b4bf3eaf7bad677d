import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, preloadPageFor } from '@/app/router';
import { PublicDataCache, type PublicDataSeed } from '@/lib/public-data';
import './styles/global.css';

declare global {
  interface Window {
    /** The data the server rendered this page with (backend site-rendering writes it). */
    __PRELOADED_STATE__?: PublicDataSeed;
  }
}

const container = document.getElementById('root') as HTMLElement;
const serverState = window.__PRELOADED_STATE__;
delete window.__PRELOADED_STATE__;

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

// The current page's chunk first, so hydration renders exactly what the server sent.
void preloadPageFor(window.location.pathname).finally(() => {
  if (serverState && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
