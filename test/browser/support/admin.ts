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

export const ADMIN_TABS = [
  'Job Positions',
  'Applications',
  'Board by stage',
  'Grouped by Job',
  'Reports',
  'Tracking links',
  'Constants',
  'Enquiries',
  'Quote requests',
  'Projects',
  'Outbox',
  'Data retention',
  'Mail templates',
  'My Account',
  // The owner's tabs (the test admin is an owner).
  'Team',
  'Audit',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

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

export async function openTab(page: Page, tab: AdminTab): Promise<void> {
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
