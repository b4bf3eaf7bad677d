import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLOSED_MENUS, headerMenuReducer } from './header-menu';
import { mockApi } from '@test/api/mock-api';
import { renderRoute } from '@test/render-with-providers';

beforeEach(() => {
  mockApi({ '/api/constants': { success: true, data: {} } });
});

function nav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function servicesToggle() {
  return within(nav()).getByRole('button', { name: 'Show services' });
}

function menuToggle() {
  return within(nav()).getByRole('button', { name: /open menu|close menu/i });
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => setWidth(1024));

it('opens and closes the services submenu with its button, showing the six services and the local page', async () => {
  const user = userEvent.setup();
  await renderRoute('/shop');
  const toggle = servicesToggle();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const submenu = document.getElementById('site-nav-services') as HTMLElement;
  expect(submenu).toBeVisible();
  expect(
    within(submenu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([
    '/services/fire-alarm',
    '/services/fire-fighting',
    '/services/smoke-extraction',
    '/services/emergency-exit',
    '/services/design-approvals',
    '/services/maintenance',
    '/umm-al-quwain',
  ]);

  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(submenu).not.toBeVisible();
});

it('keeps only one submenu open at a time', () => {
  let state = headerMenuReducer(CLOSED_MENUS, { type: 'submenuToggled', submenu: 'services' });
  state = headerMenuReducer(state, { type: 'submenuToggled', submenu: 'about' });
  expect(state.selectedSubmenu).toBe('about');
  state = headerMenuReducer(state, { type: 'submenuToggled', submenu: 'about' });
  expect(state.selectedSubmenu).toBeNull();
  expect(headerMenuReducer({ mobileMenuOpen: true, selectedSubmenu: 'x' }, { type: 'menusClosed' })).toEqual({
    mobileMenuOpen: false,
    selectedSubmenu: null,
  });
});

it('closes the open submenu on a click outside the menu', async () => {
  const user = userEvent.setup();
  await renderRoute('/shop');
  await user.click(servicesToggle());
  expect(servicesToggle()).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
});

it('closes the submenu with Escape and gives focus back to its toggle (keyboard users)', async () => {
  const user = userEvent.setup();
  await renderRoute('/shop');
  servicesToggle().focus();
  await user.keyboard('{Enter}');
  expect(servicesToggle()).toHaveAttribute('aria-expanded', 'true');
  await user.tab();
  expect(document.activeElement).toHaveAttribute('href', '/services/fire-alarm');
  await user.keyboard('{Escape}');
  expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
  expect(servicesToggle()).toHaveFocus();
});

it('names the home link by its visible text (WCAG 2.5.3) and offers a call and a quote', async () => {
  await renderRoute('/services/fire-alarm');
  const header = screen.getByRole('banner');
  const home = within(header).getAllByRole('link')[0];
  expect(home).toHaveAttribute('href', '/');
  expect(home).not.toHaveAttribute('aria-label');
  expect(home).toHaveTextContent('Al Raas Fire & Safety Systems LLC');
  expect(within(header).getByRole('link', { name: /\+971 6 000 0000/ })).toHaveAttribute(
    'href',
    'tel:+97160000000',
  );
  expect(within(header).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
    'href',
    '/quote?service=fire-alarm',
  );
});

it("gives phones a Call, WhatsApp and Quote bar naming the page's service", async () => {
  await renderRoute('/services/maintenance');
  const bar = screen.getByRole('navigation', { name: 'Call, WhatsApp or ask for a quote' });
  const [call, whatsapp, quote] = within(bar).getAllByRole('link');
  expect(call).toHaveAttribute('href', 'tel:+97160000000');
  expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/971500000000?text=${encodeURIComponent('Hello, I would like to ask about Maintenance & AMC.')}`,
  );
  expect(quote).toHaveAttribute('href', '/quote?service=maintenance');
});

it('opens the mobile menu with the toggle and closes it when a link is followed', async () => {
  const user = userEvent.setup();
  setWidth(390);
  await renderRoute('/shop');
  expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');

  await user.click(menuToggle());
  expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
  expect(menuToggle()).toHaveAccessibleName('Close menu');

  await user.click(within(nav()).getByRole('link', { name: 'About Us' }));
  expect(await screen.findByRole('heading', { level: 1, name: /professionals/ })).toBeInTheDocument();
  expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
});

it('closes the mobile menu and clears the selection when the window grows past 768 px', async () => {
  const user = userEvent.setup();
  setWidth(600);
  await renderRoute('/shop');
  await user.click(menuToggle());
  await user.click(servicesToggle());
  expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
  expect(servicesToggle()).toHaveAttribute('aria-expanded', 'true');

  setWidth(768); // not wider than the breakpoint: nothing changes
  expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');

  setWidth(769);
  expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
  expect(servicesToggle()).toHaveAttribute('aria-expanded', 'false');
});

it('marks the current section in the navigation', async () => {
  await renderRoute('/about');
  await screen.findByRole('heading', { level: 1 });
  expect(within(nav()).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  fireEvent.mouseDown(document.body);
});
