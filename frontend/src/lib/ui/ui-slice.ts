import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Client-only UI state of the public header: the mobile overlay and the one open submenu. */
export interface UiState {
  mobileMenuOpen: boolean;
  selectedSubmenu: string | null;
}

const initialState: UiState = { mobileMenuOpen: false, selectedSubmenu: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    mobileMenuToggled(state) {
      state.mobileMenuOpen = !state.mobileMenuOpen;
      if (!state.mobileMenuOpen) state.selectedSubmenu = null;
    },
    /** Opens the named submenu, closing any other; the same name again closes it. */
    submenuToggled(state, action: PayloadAction<string>) {
      state.selectedSubmenu = state.selectedSubmenu === action.payload ? null : action.payload;
    },
    submenuClosed(state) {
      state.selectedSubmenu = null;
    },
    /** A link was followed, Escape pressed or the window grew past the breakpoint. */
    menusClosed(state) {
      state.mobileMenuOpen = false;
      state.selectedSubmenu = null;
    },
  },
  selectors: {
    selectMobileMenuOpen: (state) => state.mobileMenuOpen,
    selectSelectedSubmenu: (state) => state.selectedSubmenu,
  },
});

export const { mobileMenuToggled, submenuToggled, submenuClosed, menusClosed } = uiSlice.actions;
export const { selectMobileMenuOpen, selectSelectedSubmenu } = uiSlice.selectors;
