import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { apiCall, applicant, createJob, samplePdf, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { DESKTOP, gone, PHONE, pageTest, readsAs, seen, useBrowser, waitUntil } from './support/browser';
import { REPO_ROOT, serverInfo } from './support/server-info';

// Journey 8: HR works through thousands of applications in the tracker.
const browser = useBrowser();
const WIDE = { width: 1366, height: 900 };
const tag = unique('Qasimi');
const UNBROKEN = `Z${'a'.repeat(299)}`;
let job: Job;

interface SqliteDatabase {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
}

/** Writes straight into the server's SQLite file: rows the API's own limits would refuse. */
function withDatabase(action: (database: SqliteDatabase) => void): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver ships no types
  const Database = require('better-sqlite3') as new (path: string) => SqliteDatabase;
  const database = new Database(join(serverInfo().workDir, 'site.sqlite'));
  try {
    action(database);
  } finally {
    database.close();
  }
}

beforeAll(async () => {
  // Thousands of generated applications, by the same command HR's demo uses.
  execFileSync(
    process.execPath,
    [
      join(REPO_ROOT, 'backend/dist/cli/demo-seed.js'),
      ...['--applications', '3000', '--jobs', '2', '--enquiries', '200'],
    ],
    {
      env: { PATH: process.env.PATH, SQLITE_PATH: join(serverInfo().workDir, 'site.sqlite') },
      stdio: 'ignore',
    },
  );
  job = await createJob({ title: unique('Sprinkler Fitter') });
  for (const name of ['Hamad', 'Latifa', 'Sultan', 'Moza']) {
    await submitApplication(job.id, applicant({ firstName: name, lastName: tag }), samplePdf(name));
  }
  withDatabase((database) => {
    const now = new Date().toISOString().replace('T', ' ').slice(0, 23);
    database
      .prepare(
        `INSERT INTO job_applications (firstName, lastName, email, phone, address, position, jobId,
         coverLetter, status, consentAt, createdAt, updatedAt)
         VALUES (?, '', ?, '+971 50 000 0000', ?, ?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(UNBROKEN, `${UNBROKEN}@example.com`, UNBROKEN, job.title, job.id, UNBROKEN, now, now, now);
    database
      .prepare(
        `INSERT INTO enquiries (name, email, phone, subject, message, handled, created_at)
         VALUES (?, ?, NULL, 'general', ?, 0, ?)`,
      )
      .run(UNBROKEN, `${UNBROKEN.slice(0, 60)}@example.com`, UNBROKEN, now);
  });
}, 120_000);

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  await page.waitForURL((url) => url.searchParams.get('q') === text);
}

function openButton(page: Page, name: string): Locator {
  return page.getByRole('button', { name: `Open ${name}'s application` });
}

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${where}: ${violation.id} ${node.target.join(' ')} - ${violation.help}`),
    );
}

/** How far the page scrolls sideways (0 when nothing is wider than the window). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('HR tracker', () => {
  pageTest(
    browser,
    'finds an applicant among thousands, reads the PDF, notes, moves three at once, deletes one',
    async (page) => {
      await openAdmin(page);
      await openTab(page, 'Applications');
      const range = await seen(page.getByText(/^1–25 of \d+$/));
      expect(Number(/of (\d+)$/.exec(await range.innerText())?.[1])).toBeGreaterThan(3000);
      await readsAs(() => page.locator('.tracker__open').count(), 25, 'a first page of 25 rows');

      await search(page, `latifa ${tag}`);
      await waitUntil(
        () => page.locator('.tracker__open').count(),
        (count) => count === 1,
        { what: 'the search to leave one row' },
      );
      await seen(openButton(page, `Latifa ${tag}`));
      const pdf = page.waitForResponse((response) => response.url().includes('inline=1'));
      await openButton(page, `Latifa ${tag}`).press('Enter');
      const panel = await seen(page.getByRole('region', { name: `Latifa ${tag}` }));
      const frame = await seen(panel.getByTitle(`Resume preview: Latifa ${tag}`));
      await expect(frame.getAttribute('src')).resolves.toMatch(/\/resume\?token=.+&inline=1$/);
      const served = await pdf;
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect(served.headers()['content-disposition']).toMatch(/^inline;/);

      await panel.getByRole('textbox', { name: 'Add a note' }).fill('Called her: available from March.');
      await panel.getByRole('button', { name: 'Add note' }).click();
      await seen(page.getByRole('status').getByText('Note added.'));
      await seen(panel.getByText('Called her: available from March.'));
      await panel.getByRole('button', { name: 'Close' }).click();

      await search(page, tag);
      await waitUntil(
        () => page.locator('.tracker__open').count(),
        (count) => count === 4,
        { what: 'the search to leave four rows' },
      );
      for (const name of ['Hamad', 'Sultan', 'Moza']) {
        await page.getByRole('checkbox', { name: `Select ${name} ${tag}` }).check();
      }
      const bulk = page.getByRole('group', { name: '3 selected' });
      await bulk
        .getByRole('combobox', { name: 'New stage for the selected applications' })
        .selectOption('interviewed');
      await bulk.getByRole('button', { name: 'Change stage' }).click();
      await seen(page.getByRole('status').getByText('3 applications moved to Interviewed.'));
      await waitUntil(
        () => page.getByRole('row').filter({ hasText: 'Interviewed' }).count(),
        (count) => count === 3,
        { what: 'three rows to show Interviewed' },
      );
      const stored = await apiCall<Array<{ fullName: string; status: string }>>(
        'GET',
        `/api/admin/job-applications?q=${encodeURIComponent(tag)}&sort=name`,
      );
      expect(stored.map((row) => `${row.fullName.split(' ')[0]} ${row.status}`)).toEqual([
        'Hamad interviewed',
        'Latifa pending',
        'Moza interviewed',
        'Sultan interviewed',
      ]);

      await page.reload();
      await seen(openButton(page, `Sultan ${tag}`));
      await readsAs(
        () => page.getByRole('searchbox', { name: 'Search' }).inputValue(),
        tag,
        'the search box to show the search of the address',
      );
      await openButton(page, `Sultan ${tag}`).click();
      const sultan = await seen(page.getByRole('region', { name: `Sultan ${tag}` }));
      await sultan.getByRole('button', { name: 'Delete application' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Delete for good' }).click();
      await seen(page.getByRole('status').getByText(`Sultan ${tag}'s application was deleted.`));
      await gone(openButton(page, `Sultan ${tag}`));
      const left = await apiCall<unknown[]>(
        'GET',
        `/api/admin/job-applications?q=${encodeURIComponent(tag)}`,
      );
      expect(left).toHaveLength(3);
    },
    { timeout: 120_000 },
  );

  pageTest(browser, 'back and forward walk through the views, reload keeps one', async (page) => {
    await openAdmin(page);
    await openTab(page, 'Applications');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await page.waitForURL((url) => url.searchParams.get('status') === 'pending');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await seen(page.getByText(/^26–50 of \d+$/));
    const status = () => page.getByRole('combobox', { name: 'Status' }).inputValue();
    await page.goBack();
    await seen(page.getByText(/^1–25 of \d+$/));
    await readsAs(status, 'pending', 'the stage filter to stay Pending after going back');
    await page.goForward();
    await seen(page.getByText(/^26–50 of \d+$/));
    await page.reload();
    await seen(page.getByText(/^26–50 of \d+$/));
    await readsAs(status, 'pending', 'the stage filter to stay Pending after a reload');
  });

  for (const viewport of [WIDE, PHONE]) {
    pageTest(
      browser,
      `a 300-character unbroken name never widens the page at ${viewport.width} px`,
      async (page) => {
        await openAdmin(page);
        await openTab(page, 'Applications');
        await page.goto(`/admin/careers?tab=applications&q=${UNBROKEN.slice(0, 40)}`);
        // Layout settles a moment after what it shows appears: each measure waits for its value.
        const noSidewaysScroll = (where: string) =>
          readsAs(() => sidewaysScroll(page), 0, `no sideways scroll on ${where}`);
        await seen(openButton(page, UNBROKEN));
        await noSidewaysScroll('the list');
        await openButton(page, UNBROKEN).click();
        await seen(page.getByRole('region', { name: UNBROKEN }));
        await noSidewaysScroll('the open panel');
        await page.getByRole('button', { name: 'Close' }).click();
        await gone(page.getByRole('region', { name: UNBROKEN }));
        await noSidewaysScroll('the list after closing the panel');
        await page.goto('/admin/careers?tab=grouped');
        await seen(page.getByRole('heading', { name: job.title }));
        await noSidewaysScroll('the grouped view');
        await page.goto('/admin/careers?tab=enquiries');
        await seen(page.getByRole('heading', { name: UNBROKEN }));
        await noSidewaysScroll('the enquiries');
        // An e-mail address wraps whole, not in the middle of a word, when it fits on its line.
        const email = page.getByRole('link', { name: /^enquiry\.\d+@example\.com$/ }).first();
        await readsAs(
          () => email.evaluate((element) => element.getClientRects().length),
          1,
          'an e-mail address on one line',
        );
      },
      { viewport, timeout: 60_000 },
    );
  }

  pageTest(
    browser,
    'on a phone the areas share one row, the tabs scroll sideways in one and the filters wait behind a button',
    async (page) => {
      await openAdmin(page);
      await openTab(page, 'Applications');
      const tabs = page.getByRole('tablist');
      const tops = await tabs
        .getByRole('tab')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
      await readsAs(
        () => page.getByRole('searchbox', { name: 'Search' }).isVisible(),
        false,
        'the filters to wait behind their button',
      );
      await page.getByRole('button', { name: 'Filters' }).click();
      await seen(page.getByRole('searchbox', { name: 'Search' }));
      await readsAs(() => sidewaysScroll(page), 0, 'no sideways scroll with the filters open');
      // A tab at the strip's far end, opened from an address, is scrolled into view; the areas fit.
      await page.goto('/admin/careers?tab=mail-templates');
      const strip = await (await seen(page.getByRole('tablist'))).boundingBox();
      const selected = page.getByRole('tab', { name: 'Mail templates' });
      await readsAs(
        async () => {
          const box = await selected.boundingBox();
          return !!box && !!strip && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1;
        },
        true,
        'the selected tab inside the strip',
      );
      const areas = await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
      expect(new Set(areas).size).toBe(1);
      await readsAs(() => sidewaysScroll(page), 0, 'no sideways scroll on the mail templates');
    },
    { viewport: PHONE },
  );

  // One test per width: each runs five axe scans of a busy page, which take long on a loaded machine.
  for (const viewport of [DESKTOP, PHONE]) {
    pageTest(
      browser,
      `the tracker, its panel, the bulk bar, grouped and enquiries have no serious or critical violation at ${viewport.width} px`,
      async (page) => {
        const found: string[] = [];
        await page.setViewportSize(viewport);
        await openAdmin(page);
        await openTab(page, 'Applications');
        await seen(page.locator('.tracker__open').first());
        await page.getByRole('checkbox', { name: 'Select every application on this page' }).check();
        await seen(page.getByRole('group', { name: '25 selected' }));
        found.push(...(await seriousViolations(page, `tracker with the bulk bar at ${viewport.width} px`)));
        await page.locator('.tracker__open').first().click();
        await seen(page.getByRole('region').getByRole('textbox', { name: 'Add a note' }));
        found.push(...(await seriousViolations(page, `detail panel at ${viewport.width} px`)));
        await page.getByRole('button', { name: 'Delete application' }).click();
        await seen(page.getByRole('dialog'));
        found.push(...(await seriousViolations(page, `delete confirmation at ${viewport.width} px`)));
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: 'Close' }).click();
        for (const tab of ['Grouped by Job', 'Enquiries'] as const) {
          await openTab(page, tab);
          await gone(page.getByText(/^Loading .*\.\.\.$/));
          found.push(...(await seriousViolations(page, `${tab} at ${viewport.width} px`)));
        }
        expect(found).toEqual([]);
      },
      { timeout: 180_000 },
    );
  }
});
