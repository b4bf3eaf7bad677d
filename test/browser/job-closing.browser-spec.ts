import type { Locator, Page } from 'playwright-core';
import { dubaiDay, type Job } from '@uaq/contract';
import { applicant, createJob, listApplications, unique } from './support/api';
import { openAdmin } from './support/admin';
import { gone, pageTest, seen, useBrowser } from './support/browser';
import { withServerDatabase } from './support/server-database';

// HR sets a closing date and the walk-in flag, sees "closes in N days", reopens a closed
// job; applicants read whether a CV is needed, in English and Arabic. (Closing at midnight itself is
// proven with a controllable clock in test/api/job-closing.e2e-spec.ts.)
const browser = useBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;
/** A day `days` from today in the UAE (YYYY-MM-DD). */
const dayFromToday = (days: number) => dubaiDay(new Date(Date.now() + days * DAY_MS));

let cvJob: Job;
let walkInJob: Job;
let expiredJob: Job;
let lapsedJob: Job;
beforeAll(async () => {
  // Active, with a closing day that passed before the hourly job could close it.
  lapsedJob = await createJob({ title: unique('Fire Pump Operator (lapsed)'), closesOn: dayFromToday(2) });
  withServerDatabase((database) =>
    database.prepare('UPDATE jobs SET closesOn = ? WHERE id = ?').run(dayFromToday(-1), lapsedJob.id),
  );
  cvJob = await createJob({ title: unique('Fire Engineer (CV needed)'), resumeOptional: false });
  walkInJob = await createJob({ title: unique('Site Labourer (walk-in)'), closesOn: dayFromToday(20) });
  expiredJob = await createJob({
    title: unique('Sprinkler Fitter (closed by date)'),
    status: 'closed',
    closesOn: dayFromToday(-3),
  });
});

function jobCard(page: Page, title: string): Locator {
  return page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('Closing dates in the admin area', () => {
  pageTest(
    browser,
    'HR gives a new job a closing date and requires a CV; the card says when it closes',
    async (page) => {
      const title = unique('Fire Pump Technician (closing)');
      await openAdmin(page);
      await page.getByRole('button', { name: 'Add New Job' }).click();
      const modal = page.getByRole('dialog', { name: 'Add New Job' });
      await modal.getByLabel(/^job title/i).fill(title);
      await modal.getByLabel(/^location(?! \(arabic\))/i).fill('Umm Al Quwain');
      await modal.getByLabel(/^job type/i).selectOption('Full-time');
      await modal.getByLabel(/^minimum years/i).fill('2');
      await modal.getByLabel(/^maximum years/i).fill('4');
      await modal.getByLabel(/^description(?! \(arabic\))/i).fill('Services fire pumps.');
      await modal.getByLabel('Closing date').fill(dayFromToday(5));
      const walkIn = modal.getByLabel('Resume optional (walk-in)');
      await expect(walkIn.isChecked()).resolves.toBe(true);
      await walkIn.uncheck();
      await modal.getByRole('button', { name: 'Create Job' }).click();
      // Written in English only: HR is asked before it goes live so.
      const question = page.getByRole('dialog', { name: 'Publish in English only?' });
      await question.getByRole('button', { name: 'Publish in English only' }).click();
      await gone(modal);
      const card = jobCard(page, title);
      await seen(card.getByText('Closes in 5 days'));
      await seen(card.getByText('Resume required'));
    },
    { timeout: 60_000 },
  );

  pageTest(browser, 'a job past its closing date says so and is reopened with a new date', async (page) => {
    await openAdmin(page);
    const card = jobCard(page, expiredJob.title);
    await seen(card.getByText(/^Closed on /));
    await card.getByRole('button', { name: `Reopen ${expiredJob.title}` }).click();
    const dialog = page.getByRole('dialog');
    await seen(dialog.getByRole('heading', { name: 'Reopen job' }));
    await dialog.getByLabel('New closing date').fill(dayFromToday(10));
    await dialog.getByRole('button', { name: 'Reopen job' }).click();
    await gone(dialog);
    await seen(card.getByText('Closes in 10 days'));
    await expect(
      card.getByRole('combobox', { name: `Status of ${expiredJob.title}` }).inputValue(),
    ).resolves.toBe('active');

    await page.goto('/careers');
    await seen(page.getByRole('heading', { name: expiredJob.title }));
  });
});

describe('A job past its closing day, before the hourly job has closed it', () => {
  pageTest(browser, 'reads closed at once on the admin card and on the careers page', async (page) => {
    await openAdmin(page);
    const card = jobCard(page, lapsedJob.title);
    await seen(card.getByText(/^Closed on /));
    await expect(
      card.getByRole('combobox', { name: `Status of ${lapsedJob.title}` }).inputValue(),
    ).resolves.toBe('closed');
    // Not "Active" beside "Closed on …": the card's badges say closed only.
    await seen(card.locator('.badge', { hasText: /^Closed$/ }));
    await expect(card.locator('.badge', { hasText: /^Active$/ }).count()).resolves.toBe(0);

    await page.goto('/careers');
    await seen(page.getByRole('heading', { name: 'Current Openings' }));
    await expect(page.getByRole('heading', { name: lapsedJob.title }).count()).resolves.toBe(0);
    // Its apply page offers no form (the public API no longer serves it as open).
    await page.goto(`/careers/apply/${lapsedJob.id}`);
    await seen(page.getByRole('link', { name: 'Back to Careers' }));
    await expect(page.locator('form').count()).resolves.toBe(0);
  });
});

describe('Whether the CV is needed, on the apply page', () => {
  pageTest(browser, 'a job that needs a CV refuses to send the form without one', async (page) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/job-applications')) posts += 1;
    });
    await page.goto(`/careers/apply/${cvJob.id}`);
    await seen(page.getByRole('button', { name: /submit application/i }));
    const person = applicant();
    await page.getByLabel(/^first name/i).fill(person.firstName);
    await page.getByLabel(/^last name/i).fill(person.lastName);
    await page.getByLabel(/^e-?mail/i).fill(person.email);
    await page.getByLabel(/^phone/i).fill(person.phone);
    await page.getByLabel(/^address/i).fill(person.address);
    await page.getByLabel(/^cover letter/i).fill(person.coverLetter);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /submit application/i }).click();
    await seen(page.getByText('Please attach your resume (PDF, DOC or DOCX)'));
    await expect(page.getByLabel(/^resume/i).getAttribute('aria-required')).resolves.toBe('true');
    expect(posts).toBe(0);
  });

  pageTest(browser, 'the Arabic page says the same in Arabic', async (page) => {
    await page.goto(`/ar/careers/apply/${cvJob.id}`);
    await seen(page.getByRole('button', { name: 'إرسال الطلب' }));
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await seen(page.getByText('يرجى إرفاق سيرتك الذاتية (PDF أو DOC أو DOCX)'));
  });

  pageTest(
    browser,
    'a walk-in job says a CV is optional, shows its closing day and takes an application without one',
    async (page) => {
      await page.goto('/careers');
      const card = page
        .locator('article')
        .filter({ has: page.getByRole('heading', { name: walkInJob.title }) });
      await seen(card.getByText(/^Apply by \d{1,2} [A-Z][a-z]+ \d{4}$/));
      await page.goto(`/careers/apply/${walkInJob.id}`);
      await seen(page.getByText(/No CV\? You can apply without one/));
      await seen(page.getByText(/Applications close at the end of/));
      const person = applicant({ lastName: unique('Walkin') });
      await page.getByLabel(/^first name/i).fill(person.firstName);
      await page.getByLabel(/^last name/i).fill(person.lastName);
      await page.getByLabel(/^e-?mail/i).fill(person.email);
      await page.getByLabel(/^phone/i).fill(person.phone);
      await page.getByLabel(/^address/i).fill(person.address);
      await page.getByLabel(/^cover letter/i).fill(person.coverLetter);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: /submit application/i }).click();
      await seen(page.getByRole('heading', { name: /application submitted/i }));
      const stored = (await listApplications()).find(
        (application) => application.lastName === person.lastName,
      );
      expect(stored).toMatchObject({ jobId: walkInJob.id, hasResume: false });

      await page.goto(`/ar/careers/apply/${walkInJob.id}`);
      await seen(page.getByText(/ليست لديك سيرة ذاتية؟/));
    },
    { timeout: 60_000 },
  );
});
