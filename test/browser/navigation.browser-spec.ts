import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { createJob } from './support/api';
import { DESKTOP, gone, hydrated, PHONE, pageTest, readsAs, seen, useBrowser } from './support/browser';
import { NOT_FOUND_TEXT, screenOf, STATIC_ROUTES, SUBMENU_SERVICES } from './support/routes';

// Journey 1: a visitor finds their way: header, services submenu, phone menu, every route, 404.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Fire Safety Inspector (navigation journey)' });
});

const HEADER_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'Services', path: '/services' },
  { name: 'About Us', path: '/about' },
  { name: 'Careers', path: '/careers' },
  { name: 'Contact', path: '/contact' },
];

function header(page: Page) {
  return page.getByRole('banner');
}

function submenuToggle(page: Page) {
  return header(page).getByRole('button', { name: /services/i });
}

function submenuLink(page: Page, service: string) {
  return header(page).locator(`a[href="/services/${service}"]`);
}

function mobileMenuToggle(page: Page) {
  return header(page).getByRole('button', { name: /menu/i });
}

async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

describe('Navigation', () => {
  pageTest(browser, 'the header links lead to their pages', async (page) => {
    await page.goto('/contact');
    for (const { name, path } of HEADER_LINKS) {
      await header(page).getByRole('link', { name, exact: true }).click();
      await expectPath(page, path);
    }
  });

  pageTest(
    browser,
    'the services submenu opens, lists six services and closes on an outside click',
    async (page) => {
      await page.goto('/');
      await gone(submenuLink(page, 'fire-alarm'));
      await submenuToggle(page).click();
      for (const service of SUBMENU_SERVICES) await seen(submenuLink(page, service));
      await expect(
        header(page).locator('a[href="/services/electrical"], a[href="/services/plumbing"]').count(),
      ).resolves.toBe(0);
      await expect(submenuToggle(page).getAttribute('aria-expanded')).resolves.toBe('true');

      await page.getByRole('heading', { level: 1 }).click();
      await gone(submenuLink(page, 'fire-alarm'));
      await expect(submenuToggle(page).getAttribute('aria-expanded')).resolves.toBe('false');

      await submenuToggle(page).click();
      await submenuLink(page, 'smoke-extraction').click();
      await expectPath(page, '/services/smoke-extraction');
      await gone(submenuLink(page, 'fire-alarm'));
    },
  );

  pageTest(browser, 'the services submenu works from the keyboard', async (page) => {
    await page.goto('/');
    // A key pressed before React has hydrated the button does nothing.
    await hydrated(submenuToggle(page));
    await submenuToggle(page).focus();
    await page.keyboard.press('Enter');
    await seen(submenuLink(page, 'fire-alarm'));
    await page.keyboard.press('Escape');
    await gone(submenuLink(page, 'fire-alarm'));
    await page.keyboard.press('Space');
    await seen(submenuLink(page, 'fire-alarm'));
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(
      '/services/fire-alarm',
    );
    await page.keyboard.press('Enter');
    await expectPath(page, '/services/fire-alarm');
  });

  pageTest(
    browser,
    'a visitor who scrolled while the page loaded stays there, and Back returns to where they were',
    async (page) => {
      // The scripts are held until the visitor has scrolled: on a slow phone the page is read (and
      // scrolled) before it has hydrated.
      const held: Array<() => Promise<void>> = [];
      let holding = true;
      await page.route('**/*.js', (route) =>
        holding ? held.push(() => route.continue()) : route.continue(),
      );
      await page.goto('/services/smoke-extraction', { waitUntil: 'commit' });
      await seen(page.getByRole('heading', { level: 1, name: 'Smoke Extraction Systems' }));
      // Every jump to the top of the service page, kept in the tab's session (the link loads a new page).
      await page.evaluate(() => {
        sessionStorage.setItem('jumpsToTop', '[]');
        addEventListener('scroll', () => {
          if (window.scrollY !== 0) return;
          const jumps = JSON.parse(sessionStorage.getItem('jumpsToTop') ?? '[]') as string[];
          sessionStorage.setItem('jumpsToTop', JSON.stringify([...jumps, location.pathname]));
        });
      });
      const quoteLink = page.getByRole('main').getByRole('link', { name: 'Request Quote' }).first();
      await quoteLink.scrollIntoViewIfNeeded();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(0);

      holding = false;
      await Promise.all(held.map((release) => release()));
      await hydrated(quoteLink);
      await quoteLink.click();
      await expectPath(page, '/quote');
      await seen(page.getByRole('heading', { level: 1, name: 'Request a Quote' }));
      // The followed link starts the quote page at the top; nothing moved the service page before.
      await readsAs(() => page.evaluate(() => window.scrollY), 0, 'the quote page at the top');
      const jumps = await page.evaluate(
        () => JSON.parse(sessionStorage.getItem('jumpsToTop') ?? 'null') as string[] | null,
      );
      expect(jumps?.filter((path) => path !== '/quote')).toEqual([]);

      await page.goBack();
      await expectPath(page, '/services/smoke-extraction');
      await readsAs(
        () => page.evaluate(() => window.scrollY),
        scrolledTo,
        'the service page where it was left',
      );
    },
    { viewport: PHONE },
  );

  pageTest(
    browser,
    "a page's scripts are fetched after the stylesheet has arrived, and then the page works",
    async (page) => {
      const path = '/ar/services/fire-alarm';
      // Scripts requested, in order, and the moment the stylesheet was let through. The stylesheet is
      // held until the browser has asked for a first script: on a phone the stylesheet is the slow
      // download the first paint waits for, and what is fetched beside it shares the connection.
      const requests: string[] = [];
      let firstScriptRequested!: () => void;
      const firstScript = new Promise<void>((resolve) => (firstScriptRequested = resolve));
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (!pathname.endsWith('.js')) return;
        requests.push(pathname);
        firstScriptRequested();
      });
      await page.route('**/assets/*.css', async (route) => {
        await firstScript;
        requests.push('stylesheet');
        await route.continue();
      });

      await page.goto(path);
      const quoteLink = page.getByRole('main').locator('a[href^="/ar/quote"]').first();
      await hydrated(quoteLink);
      const stylesheetAt = requests.indexOf('stylesheet');
      // Before the stylesheet: only the small script that loads the others once the page is drawn
      // (before, the 90 KiB client entry).
      let earlyBytes = 0;
      for (const script of requests.slice(0, stylesheetAt)) {
        earlyBytes += (await (await page.request.get(script)).body()).length;
      }
      expect(earlyBytes).toBeLessThan(4 * 1024);
      expect(requests.slice(stylesheetAt + 1).length).toBeGreaterThan(1);
      await quoteLink.click();
      await expectPath(page, '/ar/quote');
    },
    { viewport: PHONE },
  );

  pageTest(
    browser,
    'the phone menu opens as an overlay, a link closes it, and widening past 768 px closes it and clears the selection',
    async (page) => {
      await page.goto('/');
      const toggle = mobileMenuToggle(page);
      await hydrated(toggle);
      const careersLink = header(page).getByRole('link', { name: 'Careers', exact: true });
      await gone(careersLink);

      await toggle.click();
      await seen(careersLink);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await careersLink.click();
      await expectPath(page, '/careers');
      await gone(careersLink);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');

      // Open the menu and the services entry, then widen the window.
      await toggle.click();
      await submenuToggle(page).click();
      await seen(submenuLink(page, 'maintenance'));
      await page.setViewportSize(DESKTOP);
      await gone(toggle);
      await gone(submenuLink(page, 'maintenance'));
      // Back at phone width, nothing is left open or selected.
      await page.setViewportSize(PHONE);
      await seen(toggle);
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await gone(careersLink);
      await toggle.click();
      await seen(careersLink);
      await gone(submenuLink(page, 'maintenance'));
    },
    { viewport: PHONE },
  );

  pageTest(
    browser,
    'every path of the route table shows its screen',
    async (page) => {
      for (const route of STATIC_ROUTES) {
        const response = await page.goto(route.path);
        expect([route.path, response?.status()]).toEqual([route.path, 200]);
        const screen = screenOf(page, route);
        await seen(screen.heading);
        await seen(screen.text.first());
        await expect(page.getByText(NOT_FOUND_TEXT).count()).resolves.toBe(0);
      }
      await page.goto('/projects/1');
      await seen(page.getByRole('link', { name: /back/i }).first());

      await page.goto(`/careers/apply/${job.id}`);
      await seen(page.getByRole('heading', { name: job.title }));
      await page.goto('/admin/careers');
      await seen(page.getByText('Admin Login Required'));
      await page.goto('/admin/constants-test');
      await seen(page.getByText('Constants Test Page'));
    },
    { timeout: 90_000 },
  );

  pageTest(browser, "an unknown path shows '404 - Page Not Found' with HTTP 404", async (page) => {
    for (const path of ['/no-such-page', '/services/fire-alarm/extra', '/careers/apply']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 404]);
      await seen(page.getByText(NOT_FOUND_TEXT));
    }
  });

  pageTest(browser, 'the footer shows the current year and links to privacy and terms', async (page) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await seen(footer.getByText(new RegExp(String(new Date().getFullYear()))));
    await footer.getByRole('link', { name: /privacy/i }).click();
    await expectPath(page, '/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: /terms/i }).click();
    await expectPath(page, '/terms');
  });
});
