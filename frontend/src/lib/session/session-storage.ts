import { createListenerMiddleware } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './session-slice';

/** Key under which the admin's bearer token survives a page reload. */
export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_STORAGE_KEY) ?? null;
}

/** Keeps the stored token in step with the session: reducers stay pure, this does the writing. */
export const sessionStorageListener = createListenerMiddleware();

sessionStorageListener.startListening({
  actionCreator: loggedIn,
  effect: ({ payload }) => storage()?.setItem(ADMIN_TOKEN_STORAGE_KEY, payload.token),
});

sessionStorageListener.startListening({
  actionCreator: loggedOut,
  effect: () => storage()?.removeItem(ADMIN_TOKEN_STORAGE_KEY),
});
