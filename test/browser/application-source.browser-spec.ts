import type { Page } from 'playwright-core';
import type { Job, TrackingLink } from '@uaq/contract';
import { apiCall, applicant, createJob, listApplications, type ApplicationFields } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { pageTest, readsAs, seen, useBrowser } from './support/browser';

// Where an applicant came from travels from the landing URL to the stored application.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Sprinkler Fitter (source journey)' });
});

async function applyOnOpenForm(page: Page, person: ApplicationFields, heardFrom?: string): Promise<void> {
  await seen(page.getByRole('button', { name: /submit application/i }));
  await page.getByLabel(/^first name/i).fill(person.firstName);
  await page.getByLabel(/^last name/i).fill(person.lastName);
  await page.getByLabel(/^e-?mail/i).fill(person.email);
  await page.getByLabel(/^phone/i).fill(person.phone);
  await page.getByLabel(/^address/i).fill(person.address);
  await page.getByLabel(/^cover letter/i).fill(person.coverLetter);
  if (heardFrom) await page.getByLabel(/how did you hear about us/i).fill(heardFrom);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /submit application/i }).click();
  await seen(page.getByText('Application Submitted Successfully!'));
}

async function storedSource(email: string) {
  const stored = (await listApplications()).find((application) => application.email === email);
  return stored?.source;
}

describe('Application source', () => {
  pageTest(
    browser,
    'keeps the landing URL utm parameters and the referring host (only) for the visit, and stores them with the answer',
    async (page) => {
      // Lands on the careers page from a LinkedIn post whose address carries personal data.
      await page.goto('/careers?utm_source=linkedin&utm_medium=social&utm_campaign=spring-hiring', {
        referer: 'https://www.linkedin.com/feed/update/123?email=someone@example.com',
      });
      await seen(page.getByRole('heading', { level: 1 }));
      // A later page of the same visit (no parameters, referred by the site itself) changes nothing.
      await page.goto(`/careers/apply/${job.id}`, { referer: page.url() });
      const person = applicant();
      await applyOnOpenForm(page, person, 'A friend who works in Civil Defence');
      await expect(storedSource(person.email)).resolves.toEqual({
        utmSource: 'linkedin',
        utmMedium: 'social',
        utmCampaign: 'spring-hiring',
        ref: null,
        referrerDomain: 'www.linkedin.com',
        heardFrom: 'A friend who works in Civil Defence',
      });
    },
  );

  pageTest(
    browser,
    "follows HR's tracking link to the apply page, and the link counts the click and the application",
    async (page) => {
      const link = await apiCall<TrackingLink>('POST', '/api/admin/tracking-links', {
        jobId: job.id,
        channel: 'WhatsApp group',
      });
      await page.goto(new URL(link.url).pathname);
      await page.waitForURL((url) => url.pathname === `/careers/apply/${job.id}`);
      const person = applicant();
      await applyOnOpenForm(page, person);
      await expect(storedSource(person.email)).resolves.toEqual({
        utmSource: 'WhatsApp group',
        utmMedium: 'tracking-link',
        utmCampaign: `job-${job.id}`,
        ref: link.ref,
        referrerDomain: null,
        heardFrom: null,
      });
      // The success message shows after the 201, so the application is stored by now.
      const links = await apiCall<TrackingLink[]>('GET', '/api/admin/tracking-links?pageSize=100');
      expect(links.find((candidate) => candidate.id === link.id)).toMatchObject({
        clicks: 1,
        applications: 1,
      });
    },
  );

  pageTest(browser, 'HR reads the sources by medium and by campaign in the Reports tab', async (page) => {
    await openAdmin(page);
    await openTab(page, 'Reports');
    await page.getByLabel('Job').selectOption(String(job.id));
    const rowsOf = (caption: string) =>
      page
        .getByRole('table', { name: caption })
        .getByRole('row')
        .evaluateAll((rows) =>
          rows
            .slice(1)
            .map((row) => (row as HTMLElement).innerText.split('\t').join(' '))
            .join(' | '),
        );
    // The two applications above: one from a LinkedIn post, one through a tracking link.
    await readsAs(() => rowsOf('Sources by medium'), 'social 1 0 0 | tracking-link 1 0 0', 'the mediums');
    await readsAs(
      () => rowsOf('Sources by campaign'),
      `job-${job.id} 1 0 0 | spring-hiring 1 0 0`,
      'the campaigns',
    );
    await seen(page.getByRole('button', { name: /Sources by campaign/ }));
  });
});
