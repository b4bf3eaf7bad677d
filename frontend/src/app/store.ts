import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { readStoredToken } from '@/lib/session/session-slice';
import { rootReducer, type RootState } from '@/lib/store/root-reducer';

export type { RootState };

/**
 * Builds a store. On the server queries are seeded by entry-server; in the browser `preloadedState`
 * is the server's state minus `api`, which is rehydrated through `rehydrateApi` (extractRehydrationInfo).
 * The admin token is read from localStorage when no session is preloaded.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const session = preloadedState?.session ?? { token: readStoredToken() };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, session } as Partial<RootState>,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
