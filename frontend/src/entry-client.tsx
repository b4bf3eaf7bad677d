import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/app-providers';
import { AppRoutes, preloadPageFor } from '@/app/router';
import { makeStore, type RootState } from '@/app/store';
import { rehydrateApi } from '@/lib/api';
import './styles/global.css';

declare global {
  interface Window {
    __PRELOADED_STATE__?: Partial<RootState>;
  }
}

const container = document.getElementById('root') as HTMLElement;
const serverState = window.__PRELOADED_STATE__;
delete window.__PRELOADED_STATE__;

// The server's session is always empty: keep the browser's own (localStorage) instead.
const { api: apiState, session: _serverSession, ...clientState } = serverState ?? {};
const store = makeStore(clientState);
if (apiState) store.dispatch(rehydrateApi(apiState));

const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const publicUrl = canonical ? new URL(canonical.href).origin : window.location.origin;

const app = (
  <StrictMode>
    <AppProviders store={store} publicUrl={publicUrl}>
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
