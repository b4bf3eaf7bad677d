import { useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/lib/i18n/links';
import { ChevronDown, Menu, X } from 'lucide-react';
import { MENU_SERVICE_IDS, paths } from '@/config/paths';
import type { CompanyContact } from './company-contact';
import { CLOSED_MENUS, headerMenuReducer, MENU_BREAKPOINT_PX } from './header-menu';
import { Island } from '@/islands/island';
import type { MenuTexts } from '@/islands/menu';
import { LogoMark } from './logo';
import { LanguageSwitch } from './language-switch';
import { HeaderReachLinks } from './reach-links';
import { layoutTexts, serviceNames } from './texts';
import './header.css';
import { useTexts } from '@/lib/i18n/texts';
import { englishMarks } from './company-contact';

const SERVICES_SUBMENU = 'services';

export function Header({ company }: { company: CompanyContact }) {
  const names = useTexts(serviceNames);
  const t = useTexts(layoutTexts);
  const [{ mobileMenuOpen: mobileOpen, selectedSubmenu: submenu }, dispatch] = useReducer(
    headerMenuReducer,
    CLOSED_MENUS,
  );
  const navRef = useRef<HTMLElement>(null);
  const servicesToggleRef = useRef<HTMLButtonElement>(null);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page closes any open menu (covers links, back/forward and programmatic navigation).
  useEffect(() => {
    dispatch({ type: 'menusClosed' });
  }, [pathname, dispatch]);

  // Wider than the breakpoint: the mobile menu closes and the selection clears.
  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > MENU_BREAKPOINT_PX) dispatch({ type: 'menusClosed' });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [dispatch]);

  // A click outside an open menu, or Escape, closes it.
  useEffect(() => {
    if (!mobileOpen && !submenu) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) dispatch({ type: 'menusClosed' });
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch({ type: submenu ? 'submenuClosed' : 'menusClosed' });
      // Focus goes back to the button that opened what just closed, never to the page's body.
      (submenu ? servicesToggleRef : menuToggleRef).current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [mobileOpen, submenu, dispatch]);

  const closeMenus = () => dispatch({ type: 'menusClosed' });
  const servicesOpen = submenu === SERVICES_SUBMENU;
  const navClass = ({ isActive }: { isActive: boolean }) => `site-nav__link${isActive ? ' is-active' : ''}`;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* Named by its visible text (WCAG 2.5.3): no aria-label that could drift from it. */}
        <Link to={paths.home.to()} className="site-header__brand">
          <LogoMark />
          <span className="site-header__brand-text">
            <span className="site-header__name" {...englishMarks(company.nameLang)}>
              {company.name}
            </span>
            <span className="site-header__tagline">{t.tagline}</span>
          </span>
        </Link>

        <Island name="menu" props={{ openMenu: t.openMenu, closeMenu: t.closeMenu } satisfies MenuTexts}>
          <nav ref={navRef} className="site-nav" aria-label={t.primaryNavLabel}>
            <button
              ref={menuToggleRef}
              type="button"
              className="site-nav__toggle"
              aria-expanded={mobileOpen}
              aria-controls="site-nav-menu"
              onClick={() => dispatch({ type: 'mobileMenuToggled' })}
            >
              {/* Both icons: header.css shows the one for the menu's state (islands/menu.ts sets it without React). */}
              <Menu aria-hidden="true" className="site-nav__toggle-open" />
              <X aria-hidden="true" className="site-nav__toggle-close" />
              <span className="visually-hidden">{mobileOpen ? t.closeMenu : t.openMenu}</span>
            </button>

            <ul id="site-nav-menu" className={`site-nav__menu${mobileOpen ? ' is-open' : ''}`}>
              <li>
                <NavLink to={paths.home.to()} end className={navClass} onClick={closeMenus}>
                  {t.nav.home}
                </NavLink>
              </li>
              <li className={`site-nav__has-sub${servicesOpen ? ' is-open' : ''}`}>
                <div className="site-nav__split">
                  <NavLink to={paths.services.to()} className={navClass} onClick={closeMenus}>
                    {t.nav.services}
                  </NavLink>
                  <button
                    ref={servicesToggleRef}
                    type="button"
                    className="site-nav__sub-toggle"
                    aria-expanded={servicesOpen}
                    aria-controls="site-nav-services"
                    onClick={() => dispatch({ type: 'submenuToggled', submenu: SERVICES_SUBMENU })}
                  >
                    <ChevronDown aria-hidden="true" size={18} />
                    <span className="visually-hidden">{t.servicesSubmenuToggle}</span>
                  </button>
                </div>
                <ul id="site-nav-services" className="site-nav__submenu" hidden={!servicesOpen}>
                  {MENU_SERVICE_IDS.map((id) => (
                    <li key={id}>
                      <NavLink to={paths.service.to(id)} className="site-nav__sublink" onClick={closeMenus}>
                        {names[id]}
                      </NavLink>
                    </li>
                  ))}
                  <li>
                    <NavLink to={paths.localArea.to()} className="site-nav__sublink" onClick={closeMenus}>
                      {t.localArea}
                    </NavLink>
                  </li>
                </ul>
              </li>
              <li>
                <NavLink to={paths.about.to()} className={navClass} onClick={closeMenus}>
                  {t.nav.about}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.projects.to()} className={navClass} onClick={closeMenus}>
                  {t.nav.projects}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.careers.to()} className={navClass} onClick={closeMenus}>
                  {t.nav.careers}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.contact.to()} className={navClass} onClick={closeMenus}>
                  {t.nav.contact}
                </NavLink>
              </li>
              <li className="site-nav__language">
                <LanguageSwitch />
              </li>
            </ul>
          </nav>
        </Island>
        <HeaderReachLinks company={company} />
      </div>
    </header>
  );
}
