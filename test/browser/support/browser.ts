import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { FAILURE_DIR, serverInfo, TMP_DIR } from './server-info';
import { visitorAddress } from './api';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/**
 * Screenshots of the page at 390 and 1,366 px in test/.tmp/<folder>/ (to look at), checking that
 * nothing sticks out sideways at either width (right to left included).
 */
export async function snapshotAtBothWidths(page: Page, folder: string, name: string): Promise<void> {
  const directory = join(TMP_DIR, folder);
  mkdirSync(directory, { recursive: true });
  for (const [label, size] of [
    ['390', PHONE],
    ['1366', { width: 1366, height: DESKTOP.height }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(directory, `${name}-${label}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  }
  await page.setViewportSize(DESKTOP);
}

export interface BrowserSession {
  /** The persistent context of this test file's browser. */
  readonly context: BrowserContext;
  readonly baseUrl: string;
  /** False for a visitor whose browser runs no script: their pages never hydrate. */
  readonly javaScriptEnabled: boolean;
}

export interface BrowserOptions {
  javaScriptEnabled?: boolean;
}

/**
 * One Chromium per test file: registers beforeAll/afterAll and returns a handle whose `context`
 * is ready inside tests. Pages are opened per test by `pageTest`.
 */
export function useBrowser(options: BrowserOptions = {}): BrowserSession {
  let context: BrowserContext | undefined;
  let profileDir: string | undefined;
  const session = {
    get context(): BrowserContext {
      if (!context) throw new Error('The browser is not started yet (use it inside a test)');
      return context;
    },
    get baseUrl(): string {
      return serverInfo().baseUrl;
    },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  };
  beforeAll(async () => {
    profileDir = mkdtempSync(join(tmpdir(), 'browser-profile-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: DESKTOP,
      baseURL: serverInfo().baseUrl,
      javaScriptEnabled: session.javaScriptEnabled,
      acceptDownloads: true,
      // This file's pages are one visitor of their own (see TRUST_PROXY in global setup).
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
  }, 30_000);
  return session;
}

function safeName(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/** Saves a full-page screenshot of a failed test to test/.tmp/browser-failures/. */
export async function saveFailureScreenshot(page: Page, name: string): Promise<void> {
  try {
    mkdirSync(FAILURE_DIR, { recursive: true });
    const file = join(FAILURE_DIR, `${safeName(name)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 5_000 });
    console.warn(`[browser] failure screenshot: ${file} (page: ${page.url()})`);
  } catch {
    // The page may already be gone; the test's own error is what matters.
  }
}

export interface PageTestOptions {
  viewport?: { width: number; height: number };
  timeout?: number;
}

/**
 * A Jest test with a fresh page: a screenshot is saved when it fails, and an uncaught error in
 * the page (a crash a visitor would suffer) fails the test too. `page.goto` returns once the page
 * has hydrated, as a visitor waits for a page to work (its scripts load after the first paint, often
 * after the load event); `waitUntil: 'commit'` opts out, for a test of the page before its scripts.
 */
export function pageTest(
  session: BrowserSession,
  name: string,
  body: (page: Page) => Promise<void>,
  options: PageTestOptions = {},
): void {
  test(
    name,
    async () => {
      // Read now: after a timeout Jest has moved on and would name the next test.
      const testName = expect.getState().currentTestName ?? name;
      const page = await session.context.newPage();
      if (session.javaScriptEnabled) waitForHydrationOnGoto(page);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      try {
        if (options.viewport) await page.setViewportSize(options.viewport);
        await body(page);
        if (pageErrors.length > 0) {
          throw new Error(`Uncaught errors in the page:\n${pageErrors.join('\n')}`);
        }
      } catch (error) {
        await saveFailureScreenshot(page, testName);
        throw error;
      } finally {
        await page.close();
      }
    },
    options.timeout ?? 45_000,
  );
}

function waitForHydrationOnGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Past the image preloads React's server rendering puts first in the root.
    if (options?.waitUntil !== 'commit') await hydrated(page.locator('#root > :not(link)'));
    return response;
  };
}

/** Waits until the locator is visible (the person can see it) and returns it. */
export async function seen(locator: Locator, timeout?: number): Promise<Locator> {
  await locator.first().waitFor({ state: 'visible', timeout });
  return locator;
}

/** Waits until nothing matching the locator is visible. */
export async function gone(locator: Locator, timeout?: number): Promise<void> {
  await locator.first().waitFor({ state: 'hidden', timeout });
}

/**
 * Waits until the element works as it does with the page's scripts: the admin app and a public
 * page's React islands (the forms) once React has hydrated it (it carries React's fiber then), the
 * rest of a public page once its island runtime has mounted every island (`<html data-live>`,
 * frontend/src/islands/start.ts). Before that a click reaches the server-rendered HTML alone: a form
 * would post without the page's checks.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  // Looked up again on each try: on some pages React replaces the element the server rendered.
  await waitUntil(
    () =>
      locator.first().evaluate((element) => {
        const reactKey = (node: Element, prefix: string) =>
          Object.keys(node).some((key) => key.startsWith(prefix));
        if (reactKey(element, '__reactFiber$')) return true;
        const island = element.closest('[data-island]');
        const inReactIsland = island !== null && reactKey(island, '__reactContainer$');
        return document.documentElement.hasAttribute('data-live') && !inReactIsland;
      }),
    (isHydrated) => isHydrated,
    { timeout: 15_000, what: 'the page to hydrate the element' },
  );
  return locator;
}

type Announcing = Window & { announcements?: string[] };

/**
 * From the page's next navigation on, keeps every text its live regions (role status or alert)
 * show. A notice leaves after a few seconds; on a loaded machine the test may look later than that,
 * yet what a screen reader heard is still known.
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as Announcing).announcements = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !heard.includes(text)) heard.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until a live region has shown `text` (see recordAnnouncements). */
export async function announced(page: Page, text: string): Promise<void> {
  await waitUntil(
    () => page.evaluate(() => (window as Announcing).announcements ?? []),
    (heard) => heard.includes(text),
    { timeout: 15_000, what: `"${text}" in a live region` },
  );
}

/** Polls `probe` until `accept` holds; fails with `describe` of the last value. */
export async function waitUntil<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 10_000, what = 'condition' }: { timeout?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T = await probe();
  while (!accept(last)) {
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${what}; last value: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await probe();
  }
  return last;
}

/**
 * Waits until a one-shot read (`inputValue()`, `isChecked()`, `count()`, a layout measure) returns
 * `expected`. What an action changes renders a moment after it (or after its response), so reading
 * once right after the action races the render.
 */
export function readsAs<T>(probe: () => Promise<T>, expected: T, what: string): Promise<T> {
  return waitUntil(probe, (value) => value === expected, { what });
}
