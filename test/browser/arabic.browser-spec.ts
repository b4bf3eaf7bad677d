import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { applicant, createJob, samplePdf, submitApplication } from './support/api';
import { PHONE, hydrated, pageTest, seen, useBrowser, waitUntil } from './support/browser';
import { SERVICE_PAGES } from './support/routes';

// Every public screen under /ar, right to left, with a way back to its English twin.
const browser = useBrowser();
const noScript = useBrowser({ javaScriptEnabled: false });
const WIDE = { width: 1366, height: 800 } as const;
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Fire Alarm Technician (Arabic journey)' });
});

/** One path per screen (aliases render the same screen), English twin second; labelled for test names. */
const SCREENS: Array<{ label: string; paths: () => [arabic: string, english: string] }> = [
  ...[
    ['/ar', '/'],
    ['/ar/about', '/about'],
    ['/ar/services', '/services'],
    ...SERVICE_PAGES.map(({ id }) => [`/ar/services/${id}`, `/services/${id}`]),
    ['/ar/umm-al-quwain', '/umm-al-quwain'],
    ['/ar/projects', '/projects'],
    ['/ar/careers', '/careers'],
  ].map(([arabic, english]) => ({ label: arabic, paths: (): [string, string] => [arabic, english] })),
  {
    label: '/ar/careers/apply/{job}',
    paths: () => [`/ar/careers/apply/${job.id}`, `/careers/apply/${job.id}`],
  },
  ...[
    ['/ar/contact', '/contact'],
    ['/ar/quote?service=fire-alarm', '/quote?service=fire-alarm'],
    ['/ar/shop', '/shop'],
    ['/ar/privacy', '/privacy'],
    ['/ar/terms', '/terms'],
    ['/ar/no-such-page', '/no-such-page'],
  ].map(([arabic, english]) => ({ label: arabic, paths: (): [string, string] => [arabic, english] })),
];

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * The header's link to the other language (inside the menu on phones, which opens it first: once
 * hydrated, as the toggle does nothing before).
 */
async function followLanguageSwitch(page: Page, name: 'English' | 'العربية', phone: boolean) {
  if (phone) await (await hydrated(page.locator('.site-nav__toggle'))).click();
  await (await seen(page.getByRole('link', { name, exact: true }))).click();
  await page.waitForLoadState('load');
}

async function direction(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** True when the page is wider than the window (the visitor would have to scroll sideways). */
function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

interface GroupBox {
  left: number;
  top: number;
}

/** Where each group of `number` ("050 123 4567") is drawn inside `element`'s text. */
function groupsOnScreen(element: Locator, number: string): Promise<GroupBox[]> {
  return element.evaluate((root, digits) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      let from = node.data.indexOf(digits);
      if (from < 0) continue;
      return digits.split(' ').map((group) => {
        const start = node.data.indexOf(group, from);
        from = start + group.length;
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, from);
        const box = range.getBoundingClientRect();
        return { left: box.left, top: box.top };
      });
    }
    throw new Error(`${digits} is not in the text`);
  }, number);
}

/** Each group right of the one before it on the same line, or on a later line (the number wraps). */
function readsLeftToRight(groups: GroupBox[]): boolean {
  return groups.slice(1).every((group, index) => {
    const before = groups[index];
    return Math.abs(group.top - before.top) < 2 ? group.left > before.left : group.top > before.top;
  });
}

describe('The Arabic site', () => {
  // One test per screen and width, each with its own time: a slow machine does not fail the lot.
  for (const [width, viewport] of [
    ['390 px', PHONE],
    ['1,366 px', WIDE],
  ] as const) {
    for (const { label, paths } of SCREENS) {
      pageTest(
        browser,
        `${label} at ${width} is right to left, fits the width and switches to English and back`,
        async (page) => {
          // A twin file a route forgot to load makes hydration fail: pageTest fails on that page error.
          const [arabic, english] = paths();
          await page.goto(arabic);
          await seen(page.getByRole('heading', { level: 1 }));
          expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
          expect(await scrollsSideways(page)).toBe(false);
          // The header and footer are Arabic on every Arabic page.
          await seen(page.locator('footer').getByRole('link', { name: 'من نحن' }));

          await followLanguageSwitch(page, 'English', viewport === PHONE);
          expect(pathOf(page)).toBe(english);
          expect(await direction(page)).toEqual({ lang: 'en', dir: 'ltr' });
          await followLanguageSwitch(page, 'العربية', viewport === PHONE);
          expect(pathOf(page)).toBe(arabic);
          expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
        },
        { viewport, timeout: 90_000 },
      );
    }
  }

  for (const { label, paths } of SCREENS) {
    pageTest(
      browser,
      `${label} has no serious or critical axe violation`,
      async (page) => {
        const [arabic] = paths();
        await page.goto(arabic);
        await seen(page.getByRole('heading', { level: 1 }));
        const results = await new AxeBuilder({ page }).analyze();
        const found = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`));
        expect(found).toEqual([]);
      },
      { timeout: 120_000 },
    );
  }

  pageTest(browser, 'links on an Arabic page stay on the Arabic site', async (page) => {
    await page.goto('/ar/services');
    await page.getByRole('link', { name: 'الوظائف' }).first().click();
    await waitUntil(
      async () => pathOf(page),
      (path) => path === '/ar/careers',
      { what: 'the Arabic careers page' },
    );
    await seen(page.getByRole('heading', { level: 1 }));
    expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });

  pageTest(browser, 'the Arabic apply form checks the fields in Arabic before sending', async (page) => {
    await page.goto(`/ar/careers/apply/${job.id}`);
    await (await hydrated(page.locator('form button[type="submit"]'))).click();
    await seen(page.locator('form .field__error'));
    const messages = await page.locator('form .field__error').allTextContents();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(message).toMatch(ARABIC_SCRIPT);
  });

  // Needs the server's Arabic messages: the duplicate is refused in Arabic.
  pageTest(browser, 'the Arabic apply form shows a refusal from the server in Arabic', async (page) => {
    const person = applicant();
    await submitApplication(job.id, person, samplePdf());
    await page.goto(`/ar/careers/apply/${job.id}`);
    await hydrated(page.locator('form button[type="submit"]'));
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'address', 'coverLetter'] as const) {
      await page.locator(`[name="${name}"]`).fill(person[name]);
    }
    await page.locator('[name="resume"]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf(),
    });
    await page.locator('[name="consent"]').check();
    await page.locator('form button[type="submit"]').click();
    const refusal = await seen(page.locator('.form-failure'));
    expect(await refusal.first().textContent()).toMatch(ARABIC_SCRIPT);
  });

  // «مثل 050 123 4567 أو 06 766 0000»: in a right-to-left line the groups of a number swap sides
  // unless the number is isolated left to right.
  for (const path of ['/ar/contact', '/ar/quote?service=fire-alarm', () => `/ar/careers/apply/${job.id}`]) {
    const label = typeof path === 'string' ? path : '/ar/careers/apply/{job}';
    pageTest(
      browser,
      `${label}: the phone hint's example numbers and the addresses typed read left to right`,
      async (page) => {
        await page.goto(typeof path === 'string' ? path : path());
        const phone = await hydrated(page.locator('input[name="phone"]'));
        await phone.fill('12');
        await page.locator('form button[type="submit"]').click();
        await waitUntil(
          () => phone.getAttribute('aria-invalid'),
          (invalid) => invalid === 'true',
          { what: 'the phone field to be marked invalid' },
        );
        const hint = page.locator('.field', { has: phone }).locator('.field__error');
        for (const number of ['050 123 4567', '06 766 0000']) {
          const groups = await groupsOnScreen(hint, number);
          expect({ number, readsLeftToRight: readsLeftToRight(groups) }).toEqual({
            number,
            readsLeftToRight: true,
          });
        }
        // E-mail, phone and web address fields are typed left to right («abc@», not «@abc»).
        const directions = await page
          .locator('input[type="email"], input[type="tel"], input[type="url"]')
          .evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).direction));
        expect(directions.length).toBeGreaterThan(0);
        expect(new Set(directions)).toEqual(new Set(['ltr']));
      },
    );
  }

  pageTest(
    browser,
    'the CV field speaks Arabic: its button, the chosen file, by mouse and keyboard',
    async (page) => {
      await page.goto(`/ar/careers/apply/${job.id}`);
      const input = await hydrated(page.locator('input[name="resume"]'));
      const field = page.locator('.field', { has: input });
      const button = field.locator('.file-picker__button');
      expect(await button.textContent()).toBe('اختر ملفًا');
      expect(await field.locator('.file-picker__chosen').textContent()).toBe('لم يُختر أي ملف');
      // The native input is there, invisible, under the button: a click on the button opens the picker.
      expect(await input.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
      const byMouse = page.waitForEvent('filechooser');
      // Where the visitor sees the button (the invisible input takes the click, as meant).
      // Measured once the typeface is in: its swap moves the text, and the button with it.
      await page.evaluate(() => document.fonts.ready);
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error('The CV button is not on screen');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await (
        await byMouse
      ).setFiles({ name: 'سيرتي-الذاتية.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      expect(await field.locator('.file-picker__chosen').textContent()).toBe('سيرتي-الذاتية.pdf');
      // The keyboard reaches it as any field: focused, Space opens the picker.
      await input.focus();
      const byKeyboard = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await byKeyboard).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      expect(await field.locator('.file-picker__chosen').textContent()).toBe('cv.pdf');
      expect(await input.getAttribute('aria-describedby')).toContain(
        await field.locator('.file-picker__chosen').getAttribute('id'),
      );
    },
  );

  pageTest(browser, 'the Arabic status page’s e-mail field is typed left to right', async (page) => {
    await page.goto('/ar/careers/status');
    const email = await seen(page.locator('input[type="email"]'));
    expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
  });

  pageTest(
    browser,
    'Arabic text is drawn in the site’s Arabic typeface, which English pages never load',
    async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      for (const path of ['/ar', '/ar/services/fire-alarm', `/ar/careers/apply/${job.id}`]) {
        await page.goto(path);
        await seen(page.getByRole('heading', { level: 1 }));
        await page.evaluate(() => document.fonts.ready);
        // The fonts Chromium drew each text of the first screen with: a character missing from the
        // typeface's cut would be drawn by a system font instead.
        const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
        const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
          nodeId: root.nodeId,
          selector: 'header a, h1, main p, main a, main label, main button',
        });
        const families = new Set<string>();
        for (const nodeId of nodeIds) {
          const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
          for (const font of fonts) families.add(`${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
        }
        expect({ path, families: [...families].sort() }).toEqual({
          path,
          families: ['IBM Plex Sans Arabic', 'Inter'],
        });
      }
      // An English page neither preloads the Arabic typeface nor uses it (its "العربية" link is drawn
      // in the system font). The stylesheet declares the faces on every page, so Chromium may still
      // touch files its memory cache holds: what counts is which faces the page loads.
      await page.goto('/services/fire-alarm');
      await seen(page.getByRole('heading', { level: 1 }));
      const englishFaces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family);
      });
      expect(englishFaces).toEqual(['Inter Variable']);
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(preloads).toEqual([expect.stringMatching(/\/inter-latin-cut-/)]);
    },
  );

  pageTest(noScript, 'without JavaScript an Arabic page arrives in Arabic, right to left', async (page) => {
    await page.goto('/ar/careers');
    expect(await direction(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await seen(page.getByRole('link', { name: 'الوظائف' }).first());
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).toMatch(
      /\/careers$/,
    );
  });
});
