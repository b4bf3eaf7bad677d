import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { apiCall, applicant, createJob, samplePdf, submitApplication } from './support/api';
import { ADMIN_TABS, openAdmin, openTab } from './support/admin';
import { gone, hydrated, PHONE, pageTest, seen, useBrowser } from './support/browser';
import { NOT_FOUND_TEXT, STATIC_ROUTES } from './support/routes';

// Journey 7: axe-core finds no serious or critical violation on any public route or admin tab.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Fire Alarm Technician (accessibility journey)' });
  await createJob({
    title: 'Draft role (accessibility journey)',
    status: 'inactive',
    salaryMin: null,
    salaryMax: null,
  });
  await submitApplication(job.id, applicant(), samplePdf());
  await apiCall(
    'POST',
    '/api/contact',
    {
      name: 'Aisha QA',
      email: 'aisha@example.com',
      subject: 'general',
      message: 'Accessibility journey enquiry.',
    },
    null,
  );
});

/** axe's experimental rules too (label-content-name-mismatch: WCAG 2.5.3 Label in Name, among them). */
const EXPERIMENTAL_RULES = Object.fromEntries(
  axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
);

/** Runs axe on the page as it is and lists the serious and critical violations, one line per node. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: EXPERIMENTAL_RULES }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} - ${violation.help}`,
      ),
    );
}

/**
 * axe with its experimental rules takes seconds on a long page and much longer on a loaded machine:
 * one screen per test, each with this budget.
 */
const AXE_TIMEOUT = 120_000;

/** One path per screen: aliases render the same component (their content is checked in navigation). */
const SCREENS = STATIC_ROUTES.filter(
  (route, index) => STATIC_ROUTES.findIndex((other) => other.screen === route.screen) === index,
);

describe('Accessibility (axe-core)', () => {
  const pages: { path: string | (() => string); heading: string | RegExp | (() => string) }[] = [
    ...SCREENS,
    { path: '/projects/1', heading: /./ },
    { path: () => `/careers/apply/${job.id}`, heading: () => job.title },
    { path: '/admin/constants-test', heading: 'Constants Test Page' },
    { path: '/no-such-page', heading: NOT_FOUND_TEXT },
  ];
  for (const { path, heading } of pages) {
    const name = typeof path === 'string' ? path : '/careers/apply/{jobId}';
    pageTest(
      browser,
      `${name} has no serious or critical violation`,
      async (page) => {
        await page.goto(typeof path === 'string' ? path : path());
        const title = typeof heading === 'function' ? heading() : heading;
        await seen(page.getByRole('heading', { level: 1, name: title }));
        expect(await seriousViolations(page, name)).toEqual([]);
      },
      { timeout: AXE_TIMEOUT },
    );
  }

  for (const path of ['/', '/careers', '/careers/apply/{jobId}', '/contact']) {
    pageTest(
      browser,
      `${path} at phone width has no serious or critical violation`,
      async (page) => {
        await page.goto(path.replace('{jobId}', String(job.id)));
        await seen(page.getByRole('heading', { level: 1 }));
        expect(await seriousViolations(page, `${path} at 390 px`)).toEqual([]);
      },
      { viewport: PHONE, timeout: AXE_TIMEOUT },
    );
  }

  pageTest(
    browser,
    'the phone menu, open, has no serious or critical violation',
    async (page) => {
      await page.goto('/');
      const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });
      // Before hydration the toggle does nothing: the audit would read the menu closed.
      await (await hydrated(toggle)).click();
      await seen(page.getByRole('banner').getByRole('link', { name: 'Careers', exact: true }));
      expect(await seriousViolations(page, '/ with the phone menu open')).toEqual([]);
    },
    { viewport: PHONE, timeout: AXE_TIMEOUT },
  );

  pageTest(
    browser,
    'the apply form showing its errors has no serious or critical violation',
    async (page) => {
      await page.goto(`/careers/apply/${job.id}`);
      await page.getByRole('button', { name: /submit application/i }).click();
      await seen(page.getByText('First name is required'));
      expect(await seriousViolations(page, 'apply with errors')).toEqual([]);
    },
    { timeout: AXE_TIMEOUT },
  );

  // One test per screen, so each axe run has its own time budget on a slow machine.
  pageTest(
    browser,
    'the admin login has no serious or critical violation',
    async (page) => {
      await page.goto('/admin/careers');
      await seen(page.getByText('Admin Login Required'));
      expect(await seriousViolations(page, 'admin login')).toEqual([]);
    },
    { timeout: AXE_TIMEOUT },
  );

  for (const tab of ADMIN_TABS) {
    pageTest(
      browser,
      `the admin tab ${tab} has no serious or critical violation`,
      async (page) => {
        await openAdmin(page);
        await openTab(page, tab);
        await gone(page.getByText(/^Loading .*\.\.\.$/));
        expect(await seriousViolations(page, `admin tab ${tab}`)).toEqual([]);
      },
      { timeout: AXE_TIMEOUT },
    );
  }

  pageTest(
    browser,
    'the job modal has no serious or critical violation',
    async (page) => {
      await openAdmin(page);
      await page.getByRole('button', { name: 'Add New Job' }).click();
      await seen(page.getByRole('dialog'));
      expect(await seriousViolations(page, 'admin job modal')).toEqual([]);
    },
    { timeout: AXE_TIMEOUT },
  );
});
