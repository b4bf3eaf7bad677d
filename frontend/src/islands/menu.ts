import {
  CLOSED_MENUS,
  headerMenuReducer,
  MENU_BREAKPOINT_PX,
  type HeaderMenuAction,
} from '@/components/layout/header-menu';

export interface MenuTexts {
  openMenu: string;
  closeMenu: string;
}

const SERVICES_SUBMENU = 'services';

/**
 * The header's menus on every public page, without React: the phone menu's toggle and the services
 * submenu (the same state and rules as header-menu.ts), closed by a click outside, Escape (focus
 * back on the button that opened what closed) or a window wider than the breakpoint. Links are
 * plain links: following one loads the next page, menus closed. The language switch keeps the
 * address's query (the server renders each page without it).
 */
export function mount(element: HTMLElement, props: unknown): void {
  const texts = props as MenuTexts;
  const nav = element.querySelector<HTMLElement>('.site-nav');
  const toggle = nav?.querySelector<HTMLButtonElement>('.site-nav__toggle');
  const toggleLabel = toggle?.querySelector('.visually-hidden');
  const menu = nav?.querySelector<HTMLElement>('#site-nav-menu');
  const servicesItem = nav?.querySelector<HTMLElement>('.site-nav__has-sub');
  const servicesToggle = nav?.querySelector<HTMLButtonElement>('.site-nav__sub-toggle');
  const submenu = nav?.querySelector<HTMLElement>('#site-nav-services');
  if (!nav || !toggle || !toggleLabel || !menu || !servicesItem || !servicesToggle || !submenu) return;

  const languageSwitch = nav.querySelector<HTMLAnchorElement>('a.language-switch');
  if (languageSwitch && window.location.search) languageSwitch.search = window.location.search;

  let state = CLOSED_MENUS;
  const dispatch = (action: HeaderMenuAction) => {
    state = headerMenuReducer(state, action);
    const servicesOpen = state.selectedSubmenu === SERVICES_SUBMENU;
    toggle.setAttribute('aria-expanded', String(state.mobileMenuOpen));
    toggleLabel.textContent = state.mobileMenuOpen ? texts.closeMenu : texts.openMenu;
    menu.classList.toggle('is-open', state.mobileMenuOpen);
    servicesItem.classList.toggle('is-open', servicesOpen);
    servicesToggle.setAttribute('aria-expanded', String(servicesOpen));
    submenu.hidden = !servicesOpen;
  };
  const anyOpen = () => state.mobileMenuOpen || state.selectedSubmenu !== null;

  toggle.addEventListener('click', () => dispatch({ type: 'mobileMenuToggled' }));
  servicesToggle.addEventListener('click', () =>
    dispatch({ type: 'submenuToggled', submenu: SERVICES_SUBMENU }),
  );
  window.addEventListener('resize', () => {
    if (window.innerWidth > MENU_BREAKPOINT_PX) dispatch({ type: 'menusClosed' });
  });
  const onPointerDown = (event: Event) => {
    if (anyOpen() && !nav.contains(event.target as Node)) dispatch({ type: 'menusClosed' });
  };
  document.addEventListener('mousedown', onPointerDown);
  document.addEventListener('touchstart', onPointerDown);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !anyOpen()) return;
    const submenuOpen = state.selectedSubmenu !== null;
    dispatch({ type: submenuOpen ? 'submenuClosed' : 'menusClosed' });
    (submenuOpen ? servicesToggle : toggle).focus();
  });
}
