import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { openAdmin, openTab } from './support/admin';
import { applicant, createJob, samplePdf, unique, type ApplicationFields } from './support/api';
import { gone, pageTest, seen, useBrowser } from './support/browser';
import { TMP_DIR } from './support/server-info';

// Issue 36.3: HR adds screening questions in the job editor; applicants answer them on the apply
// page in English and in Arabic; HR sees a knock-out flagged on the panel (and nothing was sent).
const browser = useBrowser();

/** A screenshot at the test's width in test/.tmp/screening/ (to look at); nothing may stick out sideways. */
async function shot(page: Page, name: string): Promise<void> {
  const directory = join(TMP_DIR, 'screening');
  mkdirSync(directory, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(directory, `${name}-${width}.png`), fullPage: true });
  // The screening part alone, readable at full size.
  const part = page.locator('.screening-questions, .screening-editor, .tracker-panel__screening').first();
  if ((await part.count()) > 0) await part.screenshot({ path: join(directory, `${name}-${width}-part.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

const LICENCE = { text: 'Do you hold a UAE driving licence?', textAr: 'هل لديك رخصة قيادة إماراتية؟' };
const NOTICE = { text: 'Notice period in days', textAr: 'فترة الإشعار بالأيام' };

/** HR's editor: a yes/no question that knocks out "No", a number that qualifies up to 60 days. */
async function addQuestions(page: Page, job: Job): Promise<void> {
  await openAdmin(page);
  await openTab(page, 'Job Positions');
  await page
    .locator('article, section')
    .filter({ has: page.getByRole('heading', { name: job.title, exact: true }) })
    .last()
    .getByRole('button', { name: 'Edit' })
    .click();
  const modal = page.getByRole('dialog');
  const editor = modal.getByRole('region', { name: 'Screening questions' });
  // Folded under the job's fields until HR opens it.
  await editor.getByRole('heading', { name: 'Screening questions' }).click();
  await seen(editor.getByText('No questions yet', { exact: false }));

  await editor.getByRole('button', { name: 'Add a question' }).click();
  const first = editor.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Question (English)').fill(LICENCE.text);
  await first.getByLabel('Question (Arabic)').fill(LICENCE.textAr);
  await first.getByLabel('Does not qualify when the answer is').selectOption('no');

  await editor.getByRole('button', { name: 'Add a question' }).click();
  const second = editor.getByRole('group', { name: 'Question 2' });
  await second.getByLabel('Kind of answer').selectOption('number');
  await second.getByLabel('Question (English)').fill(NOTICE.text);
  // Saved without its Arabic first: the server names the field, and nothing is saved.
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await seen(second.getByText('Write the question in Arabic'));
  await second.getByLabel('Question (Arabic)').fill(NOTICE.textAr);
  await second.getByLabel('Largest answer allowed').fill('365');
  await second.getByLabel('Qualifies up to').fill('60');
  await shot(page, 'job-editor');
  await editor.getByRole('button', { name: 'Save questions' }).click();
  await gone(second.getByText('Write the question in Arabic'));
  await seen(page.getByText('Screening questions saved').first());
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await gone(modal);
}

/** The applicant's form, by the fields' names (the same on the English and the Arabic page). */
async function apply(
  page: Page,
  path: string,
  person: ApplicationFields,
  answer: (page: Page) => Promise<void>,
) {
  await page.goto(path);
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'address', 'coverLetter'] as const)
    await page.locator(`[name="${field}"]`).fill(person[field]);
  await page.locator('[name="resume"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf(),
  });
  await page.locator('[name="consent"]').check();
  await answer(page);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  pageTest(
    browser,
    `HR asks, applicants answer in English and Arabic, the knock-out shows on the panel (${viewport.width} px)`,
    async (page) => {
      const job = await createJob({ title: unique('Fire Alarm Technician (screening)') });
      await addQuestions(page, job);

      const english = applicant({ lastName: unique('Screened') });
      await apply(page, `/careers/apply/${job.id}`, english, async (form) => {
        // Sent without answers first: each question says what it needs, and nothing is sent.
        await form.getByRole('button', { name: /submit application/i }).click();
        const licence = form.getByRole('group', { name: new RegExp(LICENCE.text.replace('?', '\\?')) });
        await seen(licence.getByText('Please answer this question'));
        await licence.getByLabel('Yes').check();
        await form.getByLabel(new RegExp(`^${NOTICE.text}`)).fill('30');
        await shot(form, 'apply-en');
        await form.getByRole('button', { name: /submit application/i }).click();
      });
      await seen(page.getByText('Application Submitted Successfully!'));

      const arabic = applicant({ lastName: unique('Knocked') });
      await apply(page, `/ar/careers/apply/${job.id}`, arabic, async (form) => {
        const licence = form.getByRole('group', { name: new RegExp(LICENCE.textAr.replace('؟', '')) });
        await licence.getByLabel('لا').check();
        await form.getByLabel(new RegExp(`^${NOTICE.textAr}`)).fill('90');
        await shot(form, 'apply-ar');
        await form.locator('button[type="submit"]').click();
      });
      await seen(page.getByText('تم إرسال طلبك بنجاح!'));

      await openAdmin(page);
      await openTab(page, 'Applications');
      // On a phone the list's filters fold behind a button.
      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      if (await filters.isVisible()) await filters.click();
      await page.getByRole('searchbox', { name: 'Search' }).fill(arabic.lastName);
      await page
        .getByRole('button', { name: new RegExp(arabic.lastName) })
        .first()
        .click();
      const panel = page.getByRole('region', { name: new RegExp(arabic.lastName) });
      const answers = panel.getByRole('region', { name: 'Screening answers' });
      await seen(answers.getByText('Knocked out'));
      await seen(answers.getByText('Nothing was sent to the applicant', { exact: false }));
      await seen(answers.getByText(LICENCE.text));
      await expect(answers.getByText('Does not qualify', { exact: true }).count()).resolves.toBe(2);
      await shot(page, 'panel');

      // The list filters by the flag and by an answer (paged on the server like every list).
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await page.getByLabel('Job', { exact: true }).selectOption(String(job.id));
      await page.getByLabel('Screening', { exact: true }).selectOption('false');
      // The list's rows (the open panel names the applicant too).
      const list = page.getByRole('table');
      const row = (person: ApplicationFields) =>
        list.getByRole('button', { name: new RegExp(person.lastName) });
      await seen(row(english));
      await gone(row(arabic));
      await page.getByLabel('Screening', { exact: true }).selectOption('');
      await page.getByLabel('Screening question').selectOption({ label: LICENCE.text });
      await page.getByLabel('Answer', { exact: true }).selectOption('no');
      await seen(row(arabic));
      await gone(row(english));
    },
    { viewport, timeout: 120_000 },
  );
}
