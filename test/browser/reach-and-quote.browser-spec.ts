import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { apiCall, applicant, createJob, getConstants, unique } from './support/api';
import { DESKTOP, PHONE, hydrated, pageTest, seen, useBrowser } from './support/browser';

// A building manager asks for a quote, calls or writes on WhatsApp; an applicant on a
// phone sees that the application worked.
const browser = useBrowser();
let job: Job;

beforeAll(async () => {
  job = await createJob({ title: 'Fire Alarm Technician (phone confirmation journey)' });
});

interface StoredQuote {
  name: string;
  services: string[];
  emirate: string;
  preferredContact: string;
  status: string;
}

async function storedQuote(name: string): Promise<StoredQuote | undefined> {
  const quotes = await apiCall<StoredQuote[]>(
    'GET',
    `/api/admin/quote-requests?q=${encodeURIComponent(name)}`,
  );
  return quotes[0];
}

async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

describe('Quote requests, calls and WhatsApp', () => {
  pageTest(
    browser,
    "goes from a service page's quote button to a sent request with that service ticked",
    async (page) => {
      const name = unique('Quote Visitor');
      await page.goto('/services/smoke-extraction');
      await page.getByRole('link', { name: 'Request Quote' }).first().click();
      await page.waitForURL((url) => url.pathname === '/quote');
      await seen(page.getByRole('heading', { level: 1, name: 'Request a Quote' }));
      const services = page.getByRole('group', { name: /^Services needed/ });
      await expect(
        services.getByRole('checkbox', { name: 'Smoke Extraction Systems' }).isChecked(),
      ).resolves.toBe(true);

      // Sending too early shows the form's own inline messages, not the browser's bubbles (once the
      // form's island runs: before, the click reaches the server-rendered form alone).
      await (await hydrated(page.getByRole('button', { name: 'Send Quote Request' }))).click();
      await seen(page.getByText('Name is required'));
      await expect(
        page.getByLabel(/^Full Name/).evaluate((input) => input === document.activeElement),
      ).resolves.toBe(true);

      await page.getByLabel(/^Full Name/).fill(name);
      await page.getByLabel(/^Email Address/).fill('manager@example.com');
      await page.getByLabel(/^Phone Number/).fill('+971 50 000 0002');
      await page.getByLabel(/^Emirate/).selectOption('umm-al-quwain');
      await page.getByLabel(/^Type of building/).selectOption('residential-building');
      await page.getByLabel(/^Floors/).fill('9');
      await services.getByRole('checkbox', { name: 'Fire Alarm Systems' }).check();
      await page.getByRole('radio', { name: 'WhatsApp' }).check();
      await page.getByRole('checkbox', { name: /^I agree/ }).check();
      await page.getByRole('button', { name: 'Send Quote Request' }).click();

      const confirmation = await seen(page.getByRole('heading', { name: 'Quote request sent' }));
      await expect(confirmation.evaluate((heading) => heading === document.activeElement)).resolves.toBe(
        true,
      );
      await seen(page.getByText(/within one working day/));
      expect(await storedQuote(name)).toMatchObject({
        name,
        services: ['fire-alarm', 'smoke-extraction'],
        emirate: 'umm-al-quwain',
        preferredContact: 'whatsapp',
        status: 'new',
      });
    },
    { viewport: DESKTOP, timeout: 60_000 },
  );

  pageTest(
    browser,
    "gives phones a Call, WhatsApp and Quote bar with the page's service, never covering the footer",
    async (page) => {
      const constants = await getConstants();
      const digits = String(constants.whatsappNumber).replace(/\D/g, '');
      await page.goto('/services/fire-fighting');
      const bar = page.getByRole('navigation', { name: 'Call, WhatsApp or ask for a quote' });
      await seen(bar);
      await expect(bar.getByRole('link', { name: 'Call' }).getAttribute('href')).resolves.toBe(
        `tel:${String(constants.contactPhone).replace(/[^\d+]/g, '')}`,
      );
      const whatsapp = await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
      expect(whatsapp).toBe(
        `https://wa.me/${digits}?text=${encodeURIComponent('Hello, I would like to ask about Fire Fighting Systems.')}`,
      );
      await expect(bar.getByRole('link', { name: 'Quote' }).getAttribute('href')).resolves.toBe(
        '/quote?service=fire-fighting',
      );

      // Scrolled to the very end, the footer's last line sits above the bar.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const gap = await page.evaluate(() => {
        const footerEnd = document.querySelector('.site-footer')!.getBoundingClientRect().bottom;
        const barTop = document.querySelector('.phone-reach-bar')!.getBoundingClientRect().top;
        return barTop - footerEnd;
      });
      // (Less than a pixel of rounding aside: without the page's padding the bar would hide 60 px.)
      expect(gap).toBeGreaterThan(-1);

      // Wide screens have the phone and the quote button in the header instead.
      await page.setViewportSize(DESKTOP);
      await expect(bar.isVisible()).resolves.toBe(false);
      await seen(page.getByRole('banner').getByRole('link', { name: 'Get a quote' }));
    },
    { viewport: PHONE },
  );

  pageTest(
    browser,
    'shows an applicant on a 390 px phone the confirmation, in view and focused, then again on /careers',
    async (page) => {
      const person = applicant({ email: `${unique('phone-applicant').toLowerCase()}@example.com` });
      await page.goto(`/careers/apply/${job.id}`);
      await seen(page.getByRole('button', { name: /submit application/i }));
      await page.getByLabel(/^first name/i).fill(person.firstName);
      await page.getByLabel(/^last name/i).fill(person.lastName);
      await page.getByLabel(/^e-?mail/i).fill(person.email);
      await page.getByLabel(/^phone/i).fill(person.phone);
      await page.getByLabel(/^address/i).fill(person.address);
      await page.getByLabel(/^cover letter/i).fill(person.coverLetter);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: /submit application/i }).click();

      const heading = await seen(page.getByRole('heading', { name: 'Application Submitted Successfully!' }));
      await expect(heading.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      await expect(isInViewport(page, '.form-success__heading')).resolves.toBe(true);
      await seen(page.getByText(/will contact you by phone or e-mail/));

      await page.waitForURL((url) => url.pathname === '/careers', { timeout: 15_000 });
      await seen(page.getByText(`Your application for ${job.title} was sent.`, { exact: false }));
    },
    { viewport: PHONE, timeout: 60_000 },
  );
});
