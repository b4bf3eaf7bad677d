import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PublicUrlContext } from '@/components/seo/public-url-context';
import type { AppStore } from './store';

/** Everything around the routes except the router itself (BrowserRouter or StaticRouter). */
export function AppProviders({
  store,
  publicUrl,
  children,
}: {
  store: AppStore;
  publicUrl: string;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <PublicUrlContext.Provider value={publicUrl}>{children}</PublicUrlContext.Provider>
    </Provider>
  );
}
