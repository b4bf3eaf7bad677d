import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Offer, PreEmploymentCheck } from '@uaq/contract';
import { apiCall, applicant, createJob, samplePdf, unique, visitorAddress } from './support/api';
import { openAdmin, openTab } from './support/admin';
import type { Locator } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  pageTest,
  seen,
  snapshotAtBothWidths,
  useBrowser,
  waitUntil,
} from './support/browser';
import { serverInfo, TMP_DIR } from './support/server-info';

// HR drafts an offer from the applicant panel, the owner approves and sends it, the applicant (who
// applied in Arabic) accepts on the public page, and HR ticks the pre-employment checklist off.
const browser = useBrowser();
const tag = unique('Hashimi');
let applicationId: number;

/** A calendar day `days` from today, YYYY-MM-DD (the offer's dates must lie ahead of the real clock). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const job = await createJob({ title: unique('Fire Alarm Technician'), titleAr: 'فني إنذار الحريق' });
  // Applied on the Arabic site: the offer's e-mail and answer page are in Arabic.
  const form = new FormData();
  for (const [key, value] of Object.entries(applicant({ firstName: 'Aisha', lastName: tag })))
    if (value !== undefined) form.append(key, value);
  form.append('jobId', String(job.id));
  form.append('consent', 'true');
  const response = await fetch(`${serverInfo().baseUrl}/api/job-applications`, {
    method: 'POST',
    headers: { 'accept-language': 'ar', 'x-forwarded-for': visitorAddress() },
    body: form,
  });
  expect(response.status).toBe(201);
  ({ id: applicationId } = ((await response.json()) as { data: { id: number } }).data);
}, 60_000);

/**
 * The page at both widths (nothing sticking out sideways), and the section itself at 390 px: on a
 * phone the panel scrolls inside the page, where a full-page screenshot does not reach.
 */
async function snapshot(section: Locator, name: string): Promise<void> {
  await snapshotAtBothWidths(section.page(), 'offers', name);
  await section.page().setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: join(TMP_DIR, 'offers', `${name}-section-390.png`) });
  await section.page().setViewportSize(DESKTOP);
}

const offers = () => apiCall<Offer[]>('GET', `/api/admin/job-applications/${applicationId}/offers`);
const checks = () =>
  apiCall<PreEmploymentCheck[]>('GET', `/api/admin/job-applications/${applicationId}/pre-employment-checks`);

describe('Offers in the applicant panel', () => {
  pageTest(
    browser,
    'draft → approve → send → the applicant accepts in Arabic → the checklist is ticked off',
    async (page) => {
      await openAdmin(page);
      // The owner may let HR approve offers (Team tab); left off here, so the owner approves below.
      await openTab(page, 'Team');
      const approval = page.getByRole('checkbox', { name: /HR may approve offers/ });
      await (await seen(approval)).check();
      await seen(page.getByRole('status').getByText('Offer approval setting saved.'));
      await expect(
        apiCall<{ hrMayApproveOffers: boolean }>('GET', '/api/admin/security-settings'),
      ).resolves.toMatchObject({ hrMayApproveOffers: true });
      await approval.uncheck();
      await waitUntil(
        () => apiCall<{ hrMayApproveOffers: boolean }>('GET', '/api/admin/security-settings'),
        (settings) => !settings.hrMayApproveOffers,
        { what: 'the setting to be turned off' },
      );
      await openTab(page, 'Applications');
      await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
      await page.waitForURL((url) => url.searchParams.get('q') === tag);
      await (await seen(page.getByRole('button', { name: `Open Aisha ${tag}'s application` }))).click();
      const panel = await seen(page.getByRole('region', { name: `Aisha ${tag}` }));
      const section = panel.getByRole('region', { name: 'Offer' });
      await seen(section.getByText('No offer yet.'));

      await section.getByRole('button', { name: 'Draft an offer' }).click();
      const form = await seen(section.getByRole('form', { name: 'New offer' }));
      // A refused draft names the field and keeps the form.
      await form.getByLabel('Start date').fill(dayFromToday(30));
      await form.getByLabel('Valid until').fill(dayFromToday(7));
      await form.getByLabel('Probation (months, at most 6)').fill('9');
      await form.getByLabel('Basic salary (AED a month)').fill('6500');
      await form.getByRole('button', { name: 'Save the draft' }).click();
      await seen(form.getByText('Probation must be 0 to 6 months (UAE labour law)'));
      await form.getByLabel('Probation (months, at most 6)').fill('6');
      await form.getByLabel('Housing allowance (AED a month)').fill('2500');
      await form.getByLabel('Transport allowance (AED a month)').fill('800');
      await snapshot(section, 'offer-form');
      await form.getByRole('button', { name: 'Save the draft' }).click();
      await seen(page.getByRole('status').getByText('Offer drafted: it now needs approving.'));

      const card = await seen(section.getByRole('article'));
      await seen(card.getByText('Draft', { exact: true }));
      await seen(card.getByText('AED 9,800'));
      await card.getByRole('button', { name: 'Approve' }).click();
      await seen(card.getByText('Approved', { exact: true }));
      await card.getByRole('button', { name: 'Send to the applicant' }).click();
      await seen(card.getByText('Sent, awaiting the answer'));
      await snapshot(section, 'offer-sent');
      const [sent] = await offers();
      expect(sent).toMatchObject({ status: 'sent', hasSentLetters: true, monthlyTotal: 9800 });

      // The applicant's e-mail, written as an .eml file (no SMTP server in this suite).
      const mailFolder = join(serverInfo().workDir, 'mail');
      const mailFile = await waitUntil(
        async () => readdirSync(mailFolder).filter((file) => file.endsWith('-offer-letter.eml')),
        (files) => files.length > 0,
        { what: 'the offer e-mail' },
      );
      const mails = await Promise.all(
        mailFile.map(async (file) => simpleParser(readFileSync(join(mailFolder, file)))),
      );
      const mail = mails.find((parsed) => (parsed.text ?? '').includes('/api/offer-answers/'))!;
      expect(mail.attachments.map((file) => file.contentType)).toEqual([
        'application/pdf',
        'application/pdf',
      ]);
      const accept = [...(mail.text ?? '').matchAll(/https?:\/\/\S+\/api\/offer-answers\/(\S+)/g)]
        .map(([, token]) => token)
        .find(
          (token) =>
            (JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8')) as { a: string })
              .a === 'accepted',
        )!;

      // The public page, in Arabic and right to left: a GET only asks, the button answers.
      const answerPage = await browser.context.newPage();
      try {
        await answerPage.goto(`${serverInfo().baseUrl}/api/offer-answers/${accept}`, { waitUntil: 'commit' });
        await seen(answerPage.getByRole('heading', { name: 'عرض العمل المقدم إليك' }));
        await expect(answerPage.locator('html').getAttribute('dir')).resolves.toBe('rtl');
        await seen(answerPage.getByText('هل تقبل عرض العمل هذا؟'));
        await snapshotAtBothWidths(answerPage, 'offers', 'answer-page-ar');
        expect((await offers())[0].status).toBe('sent');
        await answerPage.getByRole('button', { name: 'نعم، أقبل العرض' }).click();
        await seen(answerPage.getByRole('status').getByText(/لقد قبلت العرض/));
        await snapshotAtBothWidths(answerPage, 'offers', 'answer-page-ar-accepted');
      } finally {
        await answerPage.close();
      }
      expect((await offers())[0]).toMatchObject({ status: 'accepted', answer: 'accepted' });

      // Back in the panel: the offer reads accepted, the checklist is open.
      await page.reload();
      const reopened = await seen(page.getByRole('region', { name: `Aisha ${tag}` }));
      const offerSection = reopened.getByRole('region', { name: 'Offer' });
      await seen(offerSection.getByText('Accepted', { exact: true }));
      const checklist = await seen(offerSection.getByRole('region', { name: 'Pre-employment checklist' }));
      await seen(checklist.getByText('0 of 6 done'));
      const emiratesId = checklist.getByRole('article', { name: 'Emirates ID' });
      await emiratesId.getByRole('checkbox', { name: 'Emirates ID' }).check();
      await seen(checklist.getByText(/ticked by/));
      await seen(checklist.getByText('1 of 6 done'));
      await emiratesId.getByLabel('Expires on').fill('2031-06-30');
      await emiratesId.getByRole('button', { name: 'Save the date' }).click();
      await seen(page.getByRole('status').getByText('Checklist updated.'));
      await emiratesId.getByLabel('Document (PDF, JPEG or PNG)').setInputFiles({
        name: 'emirates-id.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf('Emirates ID'),
      });
      await emiratesId.getByRole('button', { name: 'Upload' }).click();
      await seen(emiratesId.getByRole('button', { name: /Open the document/ }));
      await snapshot(offerSection, 'checklist');
      const ticked = (await checks()).find((check) => check.item === 'emirates-id')!;
      expect(ticked).toMatchObject({
        done: true,
        expiresOn: '2031-06-30',
        document: { fileName: 'emirates-id.pdf', contentType: 'application/pdf' },
      });

      // The same section for a team member who reads Arabic.
      await apiCall('PATCH', '/api/admin/me', { language: 'ar' });
      try {
        await page.reload();
        const arabic = await seen(page.getByRole('region', { name: `Aisha ${tag}` }));
        const offerAr = arabic.getByRole('region', { name: 'عرض العمل' });
        await seen(offerAr.getByText('مقبول', { exact: true }));
        await seen(offerAr.getByRole('button', { name: 'الخطاب بالعربية (PDF)' }));
        const checklistAr = await seen(offerAr.getByRole('region', { name: 'قائمة ما قبل التوظيف' }));
        await seen(checklistAr.getByText('أُنجز 1 من 6'));
        // The move to Hired was the applicant's, named in Arabic in the history.
        await seen(arabic.getByText(/بواسطة المتقدم/));
        await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
        await snapshot(offerAr, 'checklist-ar');
      } finally {
        await apiCall('PATCH', '/api/admin/me', { language: 'en' });
      }
    },
    { timeout: 120_000 },
  );
});
