import AxeBuilder from '@axe-core/playwright';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { applicant, createJob, samplePdf, submitApplication, unique } from './support/api';
import { pageTest, seen, snapshotAtBothWidths, useBrowser, waitUntil } from './support/browser';
import { serverInfo } from './support/server-info';

// The applicant opens their personal link, in English and in Arabic, and acts on it by keyboard.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: unique('Fire Alarm Technician (status page)'), titleAr: 'فني إنذار حريق' });
});

/** The link in the newest confirmation e-mail to `email` (the server writes mails as .eml files here). */
async function statusLink(email: string): Promise<string> {
  const folder = join(serverInfo().workDir, 'mail');
  const link = await waitUntil(
    async () => {
      if (!existsSync(folder)) return null;
      const files = readdirSync(folder)
        .filter(
          (file) => file.endsWith('-application-received.eml') || file.endsWith('-applicant-status-link.eml'),
        )
        .sort();
      for (const file of files.reverse()) {
        const mail = await simpleParser(readFileSync(join(folder, file)));
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : null;
        const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '');
        if (to === email && link) return link[0];
      }
      return null;
    },
    (found) => found !== null,
    { timeout: 20_000, what: `a status link mailed to ${email}` },
  );
  return link!;
}

/** The path and fragment of a mailed link, on the test server. */
const onServer = (link: string) => link.replace(/^https?:\/\/[^/]+/, '');

/** Applies through the API (in `language`) and returns the status link from the confirmation. */
async function applyAndGetLink(language: 'en' | 'ar', email = `${unique('status')}@example.com`) {
  const fields = applicant({ email });
  if (language === 'ar') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('jobId', String(job.id));
    form.append('consent', 'true');
    form.append('resume', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${serverInfo().baseUrl}/api/job-applications`, {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'ar', 'x-forwarded-for': '10.99.0.1' },
    });
    if (response.status !== 201) throw new Error(`apply: ${response.status}`);
  } else {
    await submitApplication(job.id, fields, samplePdf());
  }
  return { email, link: onServer(await statusLink(email)) };
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}

describe('The applicant status page', () => {
  pageTest(
    browser,
    'in English: the stage in words, withdraw by keyboard, never cached or indexed',
    async (page) => {
      const { link } = await applyAndGetLink('en');
      const response = await page.goto(link);
      expect(response?.headers()['cache-control']).toBe('no-store');
      expect(response?.headers()['referrer-policy']).toBe('no-referrer');
      expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);

      await seen(page.getByRole('heading', { name: 'Your applications' }));
      await seen(page.getByText('Received'));
      await seen(page.getByRole('heading', { name: job.title }));
      expect(await seriousViolations(page)).toEqual([]);
      await snapshotAtBothWidths(page, 'applicant-status', 'english');

      // Keyboard only: focus the withdraw button, confirm in the dialog with Enter.
      const withdraw = page.getByRole('button', { name: `Withdraw your application for ${job.title}` });
      await withdraw.focus();
      await page.keyboard.press('Enter');
      const dialog = await seen(page.getByRole('dialog', { name: 'Withdraw this application?' }));
      await dialog.getByRole('button', { name: 'Yes, continue' }).focus();
      await page.keyboard.press('Enter');
      await seen(page.getByText('Your application has been withdrawn.'));
      await seen(page.getByText('Withdrawn', { exact: true }));
      await expect(withdraw.count()).resolves.toBe(0);
    },
  );

  pageTest(browser, 'in Arabic: right to left, Arabic stage and job title, data download', async (page) => {
    const { link } = await applyAndGetLink('ar');
    expect(link.startsWith('/ar/careers/status#token=')).toBe(true);
    await page.goto(link);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ar');
    await seen(page.getByRole('heading', { name: 'طلباتك' }));
    await seen(page.getByText('تم الاستلام'));
    await seen(page.getByRole('heading', { name: 'فني إنذار حريق' }));
    expect(await seriousViolations(page)).toEqual([]);
    await snapshotAtBothWidths(page, 'applicant-status', 'arabic');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'تنزيل نسخة من بياناتي' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('my-applications.json');

    // A bad phone number is refused with the Arabic message, before anything is sent.
    const phone = page.getByLabel('رقم الهاتف');
    await phone.fill('12');
    await page.getByRole('button', { name: 'حفظ رقم الهاتف' }).press('Enter');
    // The phone rule's chunk is fetched when the form is sent: the answer comes a moment later.
    await waitUntil(
      () => phone.getAttribute('aria-invalid'),
      (invalid) => invalid === 'true',
      { what: 'the phone field to be marked invalid' },
    );
  });

  pageTest(
    browser,
    'a tampered link shows a clear page in both languages, with "Lost your link?"',
    async (page) => {
      const { link, email } = await applyAndGetLink('en');
      await page.goto(link.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
      await seen(page.getByText('This link does not work'));
      await seen(page.getByText(/not valid or has been turned off/));
      await page.getByLabel('E-mail address').fill(email);
      await page.getByRole('button', { name: 'Send me a new link' }).press('Enter');
      await seen(page.getByText(/If we have applications for this address/));

      await page.goto('/ar/careers/status#token=' + 'x'.repeat(43));
      await seen(page.getByText('هذا الرابط لا يعمل'));
      await seen(page.getByRole('heading', { name: 'فقدت رابطك؟' }));
      await snapshotAtBothWidths(page, 'applicant-status', 'arabic-refused');
    },
  );
});
