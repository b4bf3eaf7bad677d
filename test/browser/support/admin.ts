import type { Page } from 'playwright-core';
import { ADMIN_SESSION_COOKIE } from '@uaq/contract';
import { gone, seen } from './browser';
import { serverInfo } from './server-info';

/** Gives the browser the session cookie a sign-in would have set (httpOnly, as the server sets it). */
export async function setSessionCookie(page: Page, token: string): Promise<void> {
  await page.context().addCookies([
    {
      name: ADMIN_SESSION_COOKIE,
      value: token,
      url: `${serverInfo().baseUrl}/api`,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** The admin's areas and the tabs in each (the test admin is an owner: Team and Audit included). */
export const ADMIN_AREAS = {
  Hiring: [
    'Job Positions',
    'Applications',
    'Board by stage',
    'Grouped by Job',
    'Reports',
    'Tracking links',
    'Mail templates',
  ],
  Website: ['Enquiries', 'Quote requests', 'Projects', 'Constants'],
  Settings: ['My Account', 'Team', 'Audit', 'Data retention', 'Outbox'],
} as const;
export type AdminArea = keyof typeof ADMIN_AREAS;
export type AdminTab = (typeof ADMIN_AREAS)[AdminArea][number];
export const ADMIN_TABS: readonly AdminTab[] = Object.values(ADMIN_AREAS).flat();

const AREA_OF = Object.fromEntries(
  Object.entries(ADMIN_AREAS).flatMap(([area, tabs]) => tabs.map((tab) => [tab, area])),
) as Record<AdminTab, AdminArea>;

export function loginOverlay(page: Page) {
  return page.getByText('Admin Login Required');
}

/** Logs in through the overlay as a person would (each call is a rate-limited login attempt). */
export async function loginThroughOverlay(
  page: Page,
  password = serverInfo().adminPassword,
  username = serverInfo().adminUsername,
): Promise<void> {
  await seen(loginOverlay(page));
  await page.getByLabel(/username/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens the admin area already signed in, with the token global setup obtained (no login attempt). */
export async function openAdmin(page: Page, token = serverInfo().adminToken): Promise<void> {
  await setSessionCookie(page, token);
  await page.goto('/admin/careers');
  await seen(adminTab(page, 'Job Positions'));
  await gone(loginOverlay(page));
}

/** A tab button; its name carries a live count, e.g. 'Applications (3)'. */
export function adminTab(page: Page, tab: AdminTab) {
  return page.getByRole('tab', { name: new RegExp(`^${tab}`) });
}

/** An area's link; its name carries what waits there, e.g. 'Website 3 new enquiries and quote requests'. */
export function adminArea(page: Page, area: AdminArea) {
  return page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: new RegExp(`^${area}`) });
}

/** Opens an area as a person would (its link), unless it is open already. */
export async function openArea(page: Page, area: AdminArea): Promise<void> {
  const link = adminArea(page, area);
  if ((await link.getAttribute('aria-current')) === 'page') return;
  await link.click();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('nav a[aria-current="page"]')].some((element) =>
        element.textContent?.trim().startsWith(name),
      ),
    area,
  );
}

/** Opens a tab as a person would: its area first, then the tab. */
export async function openTab(page: Page, tab: AdminTab): Promise<void> {
  await openArea(page, AREA_OF[tab]);
  const button = adminTab(page, tab);
  await button.click();
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('[role="tab"]')].some(
        (element) =>
          element.textContent?.trim().startsWith(name) && element.getAttribute('aria-selected') === 'true',
      ),
    tab,
  );
}
