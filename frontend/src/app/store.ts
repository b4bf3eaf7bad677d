import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { readStoredToken, sessionStorageListener } from '@/lib/session/session-storage';
import { rootReducer, type RootState } from '@/lib/store/root-reducer';

export type { RootState };

/**
 * The admin area's store: the session, the admin screens' UI state and RTK Query's cache. It is
 * created when an admin screen opens (app/admin-store-provider.tsx), so public pages never load
 * Redux. The token comes from localStorage unless a session is preloaded (tests).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const session = preloadedState?.session ?? { token: readStoredToken() };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, session } as Partial<RootState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(sessionStorageListener.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
