import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from 'playwright-core';
import { ADMIN_SESSION_COOKIE, type Job, type SiteConstants } from '@uaq/contract';
import {
  applicant,
  createJob,
  getConstants,
  listApplications,
  putConstants,
  samplePdf,
  submitApplication,
  unique,
} from './support/api';
import {
  adminTab,
  loginOverlay,
  loginThroughOverlay,
  openAdmin,
  openTab,
  setSessionCookie,
} from './support/admin';
import { gone, pageTest, readsAs, seen, useBrowser, waitUntil } from './support/browser';
import { expiredAdminToken } from './support/tokens';

// Journey 5: HR staff run hiring from the admin area.
const browser = useBrowser();
let job: Job;
let originalConstants: SiteConstants;
const resume = samplePdf('Omar resume');
const person = applicant({ firstName: 'Omar', lastName: unique('Haddad') });
const newJobTitle = unique('Fire Pump Technician');
const editedJobTitle = `${newJobTitle} (Senior)`;

beforeAll(async () => {
  originalConstants = await getConstants();
  job = await createJob({ title: unique('Fire Alarm Engineer') });
  await submitApplication(job.id, person, resume);
});
afterAll(async () => {
  await putConstants(originalConstants);
});

const applicantName = `${person.firstName} ${person.lastName}`;

/** The card (or grouped block) whose heading is `title`. */
function cardWithHeading(page: Page, title: string): Locator {
  return page
    .locator('article, section')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .last();
}

/** The applicant's row in the Applications tracker. */
function applicationRow(page: Page): Locator {
  return page.getByRole('row').filter({ hasText: applicantName });
}

/** Opens the applicant's detail panel from the tracker and returns it. */
async function openApplication(page: Page): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(person.lastName);
  // The search applies after a pause: wait for it, or its list request lands after the click
  // (and after a test that goes on to refuse every admin request, it reopens the login).
  await page.waitForURL((url) => url.searchParams.get('q') === person.lastName);
  await page.getByRole('button', { name: `Open ${applicantName}'s application` }).click();
  return seen(page.getByRole('region', { name: applicantName }));
}

function statusSelect(scope: Page | Locator): Locator {
  return scope.getByRole('combobox', { name: `Status of ${applicantName}'s application` });
}

/** The number shown under a statistic's label in a grouped block ('Total', 'Pending', ...). */
function statistic(page: Page, jobTitle: string, label: string): Promise<string> {
  return page
    .getByLabel(`Statistics for ${jobTitle}`)
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();
}

/** The applicant's status badge in a grouped block, as displayed (uppercase). */
async function groupedBadgeText(block: Locator, status: string): Promise<string> {
  const badge = block
    .getByRole('listitem')
    .filter({ hasText: applicantName })
    .locator('p')
    .first()
    .getByText(status, { exact: true });
  await seen(badge);
  return badge.innerText();
}

describe('Admin area', () => {
  pageTest(browser, 'a wrong password shows the error; the right one opens the admin area', async (page) => {
    await page.goto('/admin/careers');
    await seen(page.getByText('Please log in to access the admin panel.'));
    await loginThroughOverlay(page, 'not-the-password');
    await seen(page.getByText('Invalid username or password'));
    await seen(loginOverlay(page));

    await loginThroughOverlay(page);
    await gone(loginOverlay(page));
    await seen(adminTab(page, 'Job Positions'));
    await seen(page.getByRole('button', { name: 'Add New Job' }));
    // The session is an httpOnly cookie: no script on the page (an injected one included) can read it.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain(ADMIN_SESSION_COOKIE);
    // Nothing of the session in the page's storage: only the visit's source (utm parameters), no secret.
    await expect(page.evaluate(() => Object.keys({ ...localStorage, ...sessionStorage }))).resolves.toEqual([
      'visitSource',
    ]);
  });

  pageTest(
    browser,
    'creates a job in the modal, sees it on /careers, then edits it',
    async (page) => {
      await openAdmin(page);
      await page.getByRole('button', { name: 'Add New Job' }).click();
      const modal = page.getByRole('dialog');
      await seen(modal.getByRole('heading', { name: 'Add New Job' }));
      await modal.getByLabel(/^job title/i).fill(newJobTitle);
      await modal.getByLabel(/^location(?! \(arabic\))/i).fill('Umm Al Quwain');
      await modal.getByLabel(/^title \(arabic\)/i).fill('فني مضخات حريق');
      await expect(modal.getByLabel(/^title \(arabic\)/i).getAttribute('dir')).resolves.toBe('rtl');
      await modal.getByLabel(/^location \(arabic\)/i).fill('أم القيوين');
      await modal.getByLabel(/type/i).selectOption('Contract');
      await modal.getByLabel(/^minimum years/i).fill('3');
      await modal.getByLabel(/^maximum years/i).fill('6');
      await modal
        .getByLabel(/^description(?! \(arabic\))/i)
        .fill('Services diesel and electric fire pumps for Civil Defence inspections.');
      // With its Arabic title and description the job goes live in both languages without a question.
      await modal
        .getByLabel(/^description \(arabic\)/i)
        .fill('صيانة مضخات الحريق التي تعمل بالديزل والكهرباء لتفتيش الدفاع المدني.');
      // A minimum above the maximum is refused under the field before anything is sent.
      await modal.getByLabel(/^from \(aed\)/i).fill('9000');
      await modal.getByLabel(/^to \(aed\)/i).fill('8000');
      await modal
        .getByRole('button', { name: /create|save|add job/i })
        .last()
        .click();
      await seen(modal.getByText('Maximum salary must not be less than the minimum'));
      await modal.getByLabel(/^from \(aed\)/i).fill('7000');
      await modal.getByLabel(/^to \(aed\)/i).fill('9000');
      await modal
        .getByRole('textbox', { name: /requirement/i })
        .first()
        .fill('Fire pump commissioning experience');
      const saved = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/careers') && response.request().method() === 'POST',
      );
      await modal
        .getByRole('button', { name: /create|save|add job/i })
        .last()
        .click();
      await expect(saved.then((response) => response.status())).resolves.toBe(201);
      await gone(modal);
      await seen(cardWithHeading(page, newJobTitle));

      const visitor = await browser.context.newPage();
      try {
        await visitor.goto('/careers');
        await seen(visitor.getByRole('heading', { name: newJobTitle }));
        await seen(visitor.getByText('AED 7,000–9,000 a month').first());
        await visitor.goto('/ar/careers');
        await seen(visitor.getByRole('heading', { name: 'فني مضخات حريق' }));
        await seen(visitor.getByText('من 7,000 إلى 9,000 درهم شهريًا').first());
        await seen(visitor.getByText('من 3 إلى 6 سنوات').first());
      } finally {
        await visitor.close();
      }

      await cardWithHeading(page, newJobTitle).getByRole('button', { name: 'Edit' }).click();
      await seen(modal.getByRole('heading', { name: 'Edit Job' }));
      await expect(modal.getByLabel(/^job title/i).inputValue()).resolves.toBe(newJobTitle);
      await modal.getByLabel(/^job title/i).fill(editedJobTitle);
      await modal
        .getByRole('button', { name: /update|save/i })
        .last()
        .click();
      await gone(modal);
      await seen(cardWithHeading(page, editedJobTitle));

      await page.goto('/careers');
      await seen(page.getByRole('heading', { name: editedJobTitle }));
      await expect(page.getByRole('heading', { name: newJobTitle, exact: true }).count()).resolves.toBe(0);
    },
    { timeout: 60_000 },
  );

  pageTest(
    browser,
    'closes a job (it stays on /careers without Apply) and deletes it after the confirmation',
    async (page) => {
      const doomed = await createJob({ title: unique('Extinguisher Service Technician') });
      await openAdmin(page);
      const card = cardWithHeading(page, doomed.title);
      const changed = page.waitForResponse((response) =>
        response.url().endsWith(`/api/admin/careers/${doomed.id}/status`),
      );
      await card.getByRole('combobox', { name: `Status of ${doomed.title}` }).selectOption('closed');
      await expect(changed.then((response) => response.status())).resolves.toBe(200);

      const visitor = await browser.context.newPage();
      try {
        await visitor.goto('/careers');
        await seen(visitor.getByRole('heading', { name: doomed.title }));
        await expect(visitor.locator(`a[href$="/careers/apply/${doomed.id}"]`).count()).resolves.toBe(0);
      } finally {
        await visitor.close();
      }

      const deleteButton = card.getByRole('button', { name: `Delete ${doomed.title}` });
      const dialog = page.getByRole('dialog');
      await deleteButton.click();
      await seen(dialog.getByText('Are you sure you want to delete this job?'));
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await gone(dialog);
      await seen(card);

      await deleteButton.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await gone(page.getByRole('heading', { name: doomed.title, exact: true }));
      await page.goto('/careers');
      await seen(page.getByRole('heading', { level: 1 }));
      await expect(page.getByRole('heading', { name: doomed.title }).count()).resolves.toBe(0);
    },
    { timeout: 60_000 },
  );

  pageTest(
    browser,
    'shows the application in Applications and Grouped by Job; a status change moves the badge and statistics',
    async (page) => {
      await openAdmin(page);
      await openTab(page, 'Applications');
      const row = applicationRow(page);
      await seen(row);
      await seen(row.getByText(person.email));
      await seen(row.getByText(job.title).first());

      await openTab(page, 'Grouped by Job');
      const block = cardWithHeading(page, job.title);
      await seen(block.getByText(applicantName));
      await expect(groupedBadgeText(block, 'Pending')).resolves.toBe('PENDING');
      await expect(statistic(page, job.title, 'Total')).resolves.toBe('1');
      await expect(statistic(page, job.title, 'Pending')).resolves.toBe('1');
      await expect(statistic(page, job.title, 'Reviewing')).resolves.toBe('0');

      const changed = page.waitForResponse(
        (response) => response.url().includes('/status') && response.request().method() === 'PATCH',
      );
      await statusSelect(block).selectOption('reviewing');
      await expect(changed.then((response) => response.status())).resolves.toBe(200);
      await expect(groupedBadgeText(block, 'Reviewing')).resolves.toBe('REVIEWING');
      await waitUntil(
        () => statistic(page, job.title, 'Reviewing'),
        (text) => text === '1',
        { what: 'the Reviewing statistic to read 1' },
      );
      await expect(statistic(page, job.title, 'Pending')).resolves.toBe('0');
      await expect(statistic(page, job.title, 'Total')).resolves.toBe('1');

      await openTab(page, 'Applications');
      await seen(applicationRow(page).getByText('Reviewing', { exact: true }));
      // The panel may first show a detail read before the change, then the fresh one.
      const panel = await openApplication(page);
      await readsAs(() => statusSelect(panel).inputValue(), 'reviewing', 'the panel to show Reviewing');
    },
    { timeout: 60_000 },
  );

  pageTest(browser, 'downloads the resume with the bytes that were uploaded', async (page) => {
    await openAdmin(page);
    await openTab(page, 'Applications');
    const panel = await openApplication(page);
    // The resume opens in a new tab, which the browser turns into a download.
    const download = new Promise<Download>((resolve) => {
      page.on('download', resolve);
      browser.context.on('page', (opened) => opened.on('download', resolve));
    });
    await panel.getByRole('button', { name: /^Download Resume/ }).click();
    const file = await download;
    const path = await file.path();
    expect(readFileSync(path).equals(resume)).toBe(true);
    const stored = (await listApplications()).find((application) => application.email === person.email);
    expect(stored?.hasResume).toBe(true);
  });

  pageTest(
    browser,
    'edits constants, a JSON value included, and the public pages follow',
    async (page) => {
      await putConstants({
        ...(await getConstants()),
        serviceAreas: ['Umm Al Quwain City', 'Al Rashidiya'],
      });
      await openAdmin(page);
      await openTab(page, 'Constants');
      await seen(page.getByText(/Application Constants \(\d+\)/));
      const box = (key: string) => page.getByLabel(key, { exact: true });
      await expect(box('serviceAreas').inputValue()).resolves.toMatch(/^\[.*Al Rashidiya.*\]$/s);

      await box('Company name').fill('Qasimi Fire Protection QA LLC');
      await box('Phone number').fill('+971 6 555 0199');
      await box('Projects completed').fill('212');
      await box('serviceAreas').fill('["Umm Al Quwain City", "Al Rashidiya", "Al Salamah"]');
      await page.getByRole('button', { name: 'Save All Changes' }).click();
      await seen(page.getByText('Constants updated successfully!'));

      const saved = await getConstants();
      expect(saved.companyName).toBe('Qasimi Fire Protection QA LLC');
      expect(saved.serviceAreas).toEqual(['Umm Al Quwain City', 'Al Rashidiya', 'Al Salamah']);
      expect(Number(saved.projectCount)).toBe(212);

      await page.goto('/contact');
      await seen(page.getByText('+971 6 555 0199').first());
      await seen(page.getByText(/Qasimi Fire Protection QA LLC/).first());
      await page.goto('/');
      await seen(page.getByText(/^\s*212\s*\+?\s*$/), 8_000);
    },
    { timeout: 60_000 },
  );

  pageTest(browser, 'an expired session reopens the login overlay', async (page) => {
    await openAdmin(page);
    await page.context().clearCookies();
    await setSessionCookie(page, expiredAdminToken());
    await page.reload();
    await seen(loginOverlay(page));

    // The same happens when the server refuses the token in the middle of a session.
    await openAdmin(page);
    await openTab(page, 'Applications');
    const panel = await openApplication(page);
    // Its PDF preview asks for a download token: let that finish before the server turns hostile.
    await seen(panel.getByTitle(/^Resume preview/));
    await page.route('**/api/admin/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, statusCode: 401, message: 'Authentication required' }),
      }),
    );
    await statusSelect(panel).selectOption('shortlisted');
    await seen(loginOverlay(page));
  });
});
