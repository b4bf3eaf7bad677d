import { configureStore } from '@reduxjs/toolkit';
import { api } from '@/lib/api';
import { rootReducer, type RootState } from '@/lib/store/root-reducer';

export type { RootState };

/** Where earlier versions kept the bearer token; removed so no copy outlives the upgrade. */
const LEGACY_TOKEN_STORAGE_KEY = 'adminToken';

function forgetLegacyToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  } catch {
    // storage disabled (private mode, sandboxed frame): nothing was kept there either
  }
}

/**
 * The admin area's store: the session, the admin screens' UI state and RTK Query's cache. It is
 * created when an admin screen opens (app/admin-store-provider.tsx), so public pages never load
 * Redux.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  if (typeof window !== 'undefined') forgetLegacyToken();
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
