import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  token: string | null;
}

const initialState: SessionState = { token: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string }>) {
      state.token = action.payload.token;
    },
    loggedOut(state) {
      state.token = null;
    },
  },
  selectors: {
    selectAdminToken: (state) => state.token,
    selectIsAuthenticated: (state) => state.token !== null,
  },
});

export const { loggedIn, loggedOut } = sessionSlice.actions;
export const { selectAdminToken, selectIsAuthenticated } = sessionSlice.selectors;
