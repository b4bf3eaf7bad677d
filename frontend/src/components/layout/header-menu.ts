/** Below or at this width the header shows the mobile menu toggle (header.css says the same). */
export const MENU_BREAKPOINT_PX = 768;

/** The public header's menus: the phone overlay and the one open submenu (client-only UI state). */
export interface HeaderMenuState {
  mobileMenuOpen: boolean;
  selectedSubmenu: string | null;
}

export type HeaderMenuAction =
  | { type: 'mobileMenuToggled' }
  /** Opens the named submenu, closing any other; the same name again closes it. */
  | { type: 'submenuToggled'; submenu: string }
  | { type: 'submenuClosed' }
  /** A link was followed, Escape pressed or the window grew past the breakpoint. */
  | { type: 'menusClosed' };

export const CLOSED_MENUS: HeaderMenuState = { mobileMenuOpen: false, selectedSubmenu: null };

export function headerMenuReducer(state: HeaderMenuState, action: HeaderMenuAction): HeaderMenuState {
  switch (action.type) {
    case 'mobileMenuToggled':
      return state.mobileMenuOpen ? CLOSED_MENUS : { ...state, mobileMenuOpen: true };
    case 'submenuToggled':
      return {
        ...state,
        selectedSubmenu: state.selectedSubmenu === action.submenu ? null : action.submenu,
      };
    case 'submenuClosed':
      return { ...state, selectedSubmenu: null };
    case 'menusClosed':
      return state.mobileMenuOpen || state.selectedSubmenu ? CLOSED_MENUS : state;
  }
}
