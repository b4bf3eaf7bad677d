import { createSlice } from '@reduxjs/toolkit';

/**
 * The session itself is an httpOnly cookie that no script on the page can read (docs/operating.md,
 * "Admin sessions"). The page only remembers whether it may have one: true until the server answers 401
 * or the admin signs out, true again after a sign-in.
 */
export interface SessionState {
  active: boolean;
}

const initialState: SessionState = { active: true };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state) {
      state.active = true;
    },
    loggedOut(state) {
      state.active = false;
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.active,
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectIsAuthenticated } = sessionSlice.selectors;
