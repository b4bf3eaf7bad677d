import type { Page } from 'playwright-core';
import type { AdminJobApplicationDetail, Job, SourceEffectivenessReport } from '@uaq/contract';
import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { pageTest, seen, useBrowser } from './support/browser';
import { serverInfo } from './support/server-info';

// Reach: a job shared from its page brings an applicant the Sources report counts; HR opens a
// WhatsApp chat from the tracker, recorded before the chat's tab opens.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: unique('Fire Pump Operator'), titleAr: 'مشغل مضخة حريق' });
});

const sourceCount = async (source: string) =>
  (await apiCall<SourceEffectivenessReport>('GET', '/api/admin/reports/sources')).rows.find(
    (row) => row.source === source,
  )?.applications ?? 0;

async function applyOnOpenForm(page: Page): Promise<string> {
  const person = applicant();
  await seen(page.getByRole('button', { name: /submit application/i }));
  await page.getByLabel(/^first name/i).fill(person.firstName);
  await page.getByLabel(/^last name/i).fill(person.lastName);
  await page.getByLabel(/^e-?mail/i).fill(person.email);
  await page.getByLabel(/^phone/i).fill(person.phone);
  await page.getByLabel(/^address/i).fill(person.address);
  await page.getByLabel(/^cover letter/i).fill(person.coverLetter);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /submit application/i }).click();
  await seen(page.getByText('Application Submitted Successfully!'));
  return person.email;
}

describe('Jobs people share', () => {
  test('the share links are in the page the server sends, for visitors without JavaScript, in each language', async () => {
    const html = async (path: string) => (await fetch(new URL(path, serverInfo().baseUrl))).text();
    const english = await html(`/careers/apply/${job.id}`);
    expect(english).toContain('Share this job');
    expect(english).toContain('href="https://wa.me/?text=Job%20opening');
    expect(english).toContain(`utm_source%3Dwhatsapp%26utm_medium%3Dshare%26utm_campaign%3Djob-${job.id}`);
    expect(english).toContain('https://www.linkedin.com/sharing/share-offsite/?url=');
    const arabic = await html(`/ar/careers/apply/${job.id}`);
    expect(arabic).toContain('شارك هذه الوظيفة');
    // «وظيفة شاغرة: مشغل مضخة حريق», written in the link's text.
    expect(arabic).toContain(encodeURIComponent('وظيفة شاغرة'));
    expect(arabic).toContain(encodeURIComponent('مشغل مضخة حريق'));
    expect(arabic).toContain(encodeURIComponent('/ar/careers/apply/'));
  });

  pageTest(
    browser,
    'a job shared by WhatsApp brings an applicant the Sources report counts under whatsapp',
    async (page) => {
      await page.goto(`/careers/apply/${job.id}`);
      const share = await seen(page.getByRole('region', { name: 'Share this job' }));
      await seen(share.getByRole('button', { name: 'Copy link' }));
      const whatsapp = await share
        .getByRole('link', { name: /Share this job on WhatsApp/ })
        .getAttribute('href');
      // The link inside the message, as the friend it was sent to taps it.
      const shared = new URL(whatsapp!).searchParams.get('text')!.match(/https?:\/\/\S+/)![0];
      expect(new URL(shared).searchParams.get('utm_source')).toBe('whatsapp');

      const before = await sourceCount('whatsapp');
      // A new visit in the same browser: the visit's source is kept per tab.
      await page.evaluate(() => sessionStorage.clear());
      const landing = new URL(shared);
      await page.goto(`${landing.pathname}${landing.search}`, { referer: 'https://web.whatsapp.com/' });
      await applyOnOpenForm(page);
      await expect(sourceCount('whatsapp')).resolves.toBe(before + 1);
    },
  );
});

describe('WhatsApp from the tracker', () => {
  async function openPanel(page: Page, name: string) {
    await openTab(page, 'Applications');
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await page.waitForURL((url) => url.searchParams.get('q') === name);
    await page.getByRole('button', { name: `Open ${name}'s application` }).click();
    return seen(page.getByRole('region', { name }));
  }

  pageTest(
    browser,
    "opens the applicant's chat with the message written, recorded first; refuses a landline",
    async (page) => {
      const tag = unique('Hamdan');
      const mobile = await submitApplication(
        job.id,
        applicant({ firstName: 'Saeed', lastName: tag, phone: '050 765 4321' }),
      );
      await submitApplication(
        job.id,
        applicant({ firstName: 'Khalid', lastName: tag, phone: '06 765 4321' }),
      );
      // The chat's page stands in for WhatsApp: the test machine has no Internet.
      await browser.context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
      await openAdmin(page);

      const panel = await openPanel(page, `Saeed ${tag}`);
      const popup = page.context().waitForEvent('page');
      await panel
        .getByRole('button', { name: `Open a WhatsApp chat with Saeed ${tag} (recorded in the history)` })
        .click();
      const chat = await popup;
      await chat.waitForURL((url) => url.hostname === 'wa.me');
      const url = new URL(chat.url());
      expect(url.pathname).toBe('/971507654321');
      expect(url.searchParams.get('text')).toContain('Hello Saeed');
      expect(url.searchParams.get('text')).toContain(job.title);
      await chat.close();
      const detail = await apiCall<AdminJobApplicationDetail>(
        'GET',
        `/api/admin/job-applications/${mobile.id}`,
      );
      expect(detail.whatsappContacts).toEqual([
        expect.objectContaining({ phone: '+971507654321', contactedBy: serverInfo().adminUsername }),
      ]);
      // The panel's history shows it.
      await seen(panel.getByRole('heading', { name: 'WhatsApp chats' }));

      await panel.getByRole('button', { name: 'Close' }).click();
      const landline = await openPanel(page, `Khalid ${tag}`);
      await landline.getByRole('button', { name: /Open a WhatsApp chat with Khalid/ }).click();
      await seen(landline.getByRole('alert').filter({ hasText: '06 765 4321 is not a mobile number' }));
    },
    { timeout: 60_000 },
  );
});
