import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Key under which the admin's bearer token survives a page reload. */
export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';

export interface SessionState {
  token: string | null;
}

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

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
      storage()?.setItem(ADMIN_TOKEN_STORAGE_KEY, action.payload.token);
    },
    loggedOut(state) {
      state.token = null;
      storage()?.removeItem(ADMIN_TOKEN_STORAGE_KEY);
    },
  },
  selectors: {
    selectAdminToken: (state) => state.token,
    selectIsAuthenticated: (state) => state.token !== null,
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectAdminToken, selectIsAuthenticated } = sessionSlice.selectors;
