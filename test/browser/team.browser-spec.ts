import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { ADMIN_SESSION_COOKIE } from '@uaq/contract';
import { unique } from './support/api';
import { adminTab, loginOverlay, loginThroughOverlay, openAdmin, openArea, openTab } from './support/admin';
import { gone, pageTest, seen, useBrowser, waitUntil } from './support/browser';

// Journey: an owner brings a colleague onto the team; the colleague secures their own account.
const browser = useBrowser();
const username = unique('hr.member')
  .toLowerCase()
  .replace(/[^a-z0-9._-]/g, '-')
  .slice(0, 50);
const ownPassword = 'Colleague-Chosen-Password-2026';

/** The authenticator app: the current code for the secret the page showed, `offsetSteps` periods on. */
function codeFor(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
}

/** Content Security Policy violations the page reports in its console. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

let oneTimePassword = '';
let secret = '';

pageTest(browser, 'an owner adds an hr account and sees its one-time password once', async (page) => {
  const violations = watchCsp(page);
  await openAdmin(page);
  await openTab(page, 'Team');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Role', { exact: true }).selectOption('hr');
  await page.getByRole('button', { name: 'Add account' }).click();
  oneTimePassword = (await (await seen(page.getByTestId('one-time-password'))).innerText()).trim();
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(20);
  await seen(page.getByTestId(`account-${username}`));
  await seen(page.getByRole('tab', { name: 'Audit' }));
  expect(violations).toEqual([]);
});

pageTest(
  browser,
  'the new admin sets a password, enrols two-factor sign-in, signs out and back in with a code',
  async (page) => {
    const violations = watchCsp(page);
    await page.context().clearCookies();
    await page.goto('/admin/careers');
    await loginThroughOverlay(page, oneTimePassword, username);
    // First sign-in: nothing but the password form until a password of their own is set.
    await seen(page.getByRole('heading', { name: 'Set your own password' }));
    expect(await page.getByRole('tab').count()).toBe(0);
    await page.getByLabel('One-time password').fill(oneTimePassword);
    await page.getByLabel('New password').fill(ownPassword);
    await page.getByRole('button', { name: 'Save password' }).click();
    await seen(adminTab(page, 'Job Positions'));
    // hr sees neither the team nor the audit trail: Settings holds their own account and the rest.
    await openArea(page, 'Settings');
    await seen(adminTab(page, 'My Account'));
    await expect(page.getByRole('tab').allInnerTexts()).resolves.toEqual([
      'My Account',
      'Data retention',
      'Outbox',
    ]);

    await openTab(page, 'My Account');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await seen(page.getByRole('img', { name: 'QR code for your authenticator app' }));
    secret = (await page.getByTestId('mfa-secret').innerText()).trim();
    await page.getByLabel('Authentication code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(
      (await seen(page.getByTestId('recovery-codes'))).getByRole('listitem').count(),
    ).resolves.toBe(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await seen(page.getByText('Two-factor sign-in is on for your account.'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await seen(loginOverlay(page));
    // The server cleared the session cookie.
    await waitUntil(
      () => page.context().cookies(),
      (cookies) => !cookies.some((cookie) => cookie.name === ADMIN_SESSION_COOKIE),
      { what: 'the session cookie to be cleared' },
    );
    await loginThroughOverlay(page, ownPassword, username);
    await seen(page.getByText('Enter the 6-digit code from your authenticator app').first());
    // The next step's code: later than the one used to enrol, within the allowed clock skew.
    await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await gone(loginOverlay(page));
    await openArea(page, 'Settings');
    await seen(adminTab(page, 'My Account'));
    await expect(page.getByRole('tab', { name: 'Team' }).count()).resolves.toBe(0);
    expect(violations).toEqual([]);
  },
  { timeout: 60_000 },
);

pageTest(
  browser,
  'public pages start their islands under the CSP with no inline script and no violation',
  async (page) => {
    const violations = watchCsp(page);
    const response = await page.goto('/');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(
      response?.headers()['content-security-policy'] ?? '',
    )?.[1];
    expect(scriptSrc).toBe("'self'");
    // The island runtime marks the page once every island on it is mounted (docs/decisions.md, islands).
    await seen(page.locator('html[data-live]'));
    await page.getByRole('banner').getByRole('link', { name: 'Careers', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    await seen(page.locator('html[data-live]'));
    expect(violations).toEqual([]);
  },
);
