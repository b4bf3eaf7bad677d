import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import type { Job } from '../../backend/src/contract/api-contract';
import { apiCall, applicant, createJob, samplePdf, submitApplication } from './support/api';
import { ADMIN_TABS, openAdmin, openTab } from './support/admin';
import { PHONE, pageTest, seen, useBrowser } from './support/browser';
import { NOT_FOUND_TEXT, STATIC_ROUTES } from './support/routes';

// Journey 7: axe-core finds no serious or critical violation on any public route or admin tab.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Fire Alarm Technician (accessibility journey)' });
  await createJob({ title: 'Draft role (accessibility journey)', status: 'inactive', salary: null });
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

/** Runs axe on the page as it is and lists the serious and critical violations, one line per node. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')} - ${violation.help}`,
      ),
    );
}

describe('Accessibility (axe-core)', () => {
  pageTest(
    browser,
    'every public route has no serious or critical violation',
    async (page) => {
      const found: string[] = [];
      const pages: { path: string; text: string | RegExp }[] = [
        ...STATIC_ROUTES,
        { path: '/projects/1', text: /back/i },
        { path: `/careers/apply/${job.id}`, text: job.title },
        { path: '/admin/constants-test', text: 'Constants Test Page' },
        { path: '/no-such-page', text: NOT_FOUND_TEXT },
      ];
      for (const { path, text } of pages) {
        await page.goto(path);
        await seen(page.getByText(text).first());
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page, path)));
      }
      expect(found).toEqual([]);
    },
    { timeout: 120_000 },
  );

  pageTest(
    browser,
    'home, careers and apply at phone width have no serious or critical violation',
    async (page) => {
      const found: string[] = [];
      for (const path of ['/', '/careers', `/careers/apply/${job.id}`, '/contact']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page, `${path} at 390 px`)));
      }
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
      found.push(...(await seriousViolations(page, '/ with the phone menu open')));
      expect(found).toEqual([]);
    },
    { viewport: PHONE, timeout: 60_000 },
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
  );

  pageTest(
    browser,
    'the admin login, every admin tab and the job modal have no serious or critical violation',
    async (page) => {
      const found: string[] = [];
      await page.goto('/admin/careers');
      await seen(page.getByText('Admin Login Required'));
      found.push(...(await seriousViolations(page, 'admin login')));

      await openAdmin(page);
      for (const tab of ADMIN_TABS) {
        await openTab(page, tab);
        await page.waitForLoadState('networkidle');
        found.push(...(await seriousViolations(page, `admin tab ${tab}`)));
      }
      await openTab(page, 'Job Positions');
      await page.getByRole('button', { name: 'Add New Job' }).click();
      await seen(page.getByRole('dialog'));
      found.push(...(await seriousViolations(page, 'admin job modal')));
      expect(found).toEqual([]);
    },
    { timeout: 90_000 },
  );
});
