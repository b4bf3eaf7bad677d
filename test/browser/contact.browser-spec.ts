import type { Page, Route } from 'playwright-core';
import { listEnquiries, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { gone, pageTest, seen, useBrowser, waitUntil } from './support/browser';

// Journey 3: the contact form, from the visitor's side and then in the admin Enquiries tab.
const browser = useBrowser();
const SUCCESS = 'Thank you for your message! We will get back to you soon.';

const field = {
  name: (page: Page) => page.getByLabel(/^(full )?name/i),
  email: (page: Page) => page.getByLabel(/^e-?mail/i),
  phone: (page: Page) => page.getByLabel(/^phone/i),
  subject: (page: Page) => page.getByLabel(/^subject/i),
  message: (page: Page) => page.getByLabel(/^message/i),
};

function sendButton(page: Page) {
  return page.getByRole('button', { name: /send message|sending/i });
}

async function openContact(page: Page): Promise<void> {
  await page.goto('/contact');
  await seen(sendButton(page));
}

const enquiry = {
  name: unique('Khalid QA'),
  email: 'khalid@example.com',
  phone: '+971 6 000 0000',
  subject: 'fire-alarm',
  message: `Please quote for a fire alarm upgrade in our warehouse (${unique('ref')}).`,
};

describe('Contact form', () => {
  pageTest(
    browser,
    'keeps the visitor on the form and names each problem under its field, like the apply form',
    async (page) => {
      let posted = false;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/contact')) posted = true;
      });
      await openContact(page);
      await field.email(page).fill('not an address');
      await sendButton(page).click();
      await seen(page.getByText('Name is required'));
      await seen(page.getByText('Email is invalid'));
      await seen(page.getByText('Please choose a subject'));
      await seen(page.getByText('Message is required'));
      await expect(field.name(page).evaluate((input) => input === document.activeElement)).resolves.toBe(
        true,
      );
      await expect(field.phone(page).getAttribute('aria-invalid')).resolves.toBeNull();
      await expect(field.email(page).getAttribute('type')).resolves.toBe('email');
      await expect(field.message(page).getAttribute('rows')).resolves.toBe('8');
      expect(posted).toBe(false);
      expect(new URL(page.url()).pathname).toBe('/contact');
      await expect(page.getByText(SUCCESS).count()).resolves.toBe(0);
    },
  );

  pageTest(
    browser,
    "sends an enquiry: 'Sending...', the thank-you text, and a cleared form",
    async (page) => {
      await openContact(page);
      // Hold the request until the sending state has been seen, so the check never races the server.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route: Route) => {
        await held;
        await route.continue();
      });

      await field.name(page).fill(enquiry.name);
      await field.email(page).fill(enquiry.email);
      await field.phone(page).fill(enquiry.phone);
      await field.subject(page).selectOption(enquiry.subject);
      await field.message(page).fill(enquiry.message);
      const answered = page.waitForResponse((response) => response.url().includes('/api/contact'));
      await sendButton(page).click();

      const sending = page.getByRole('button', { name: 'Sending...' });
      await seen(sending);
      await expect(sending.isDisabled()).resolves.toBe(true);
      release();
      await expect(answered.then((response) => response.status())).resolves.toBe(201);

      await seen(page.getByText(SUCCESS));
      await gone(sending);
      await expect(field.name(page).inputValue()).resolves.toBe('');
      await expect(field.email(page).inputValue()).resolves.toBe('');
      await expect(field.phone(page).inputValue()).resolves.toBe('');
      await expect(field.message(page).inputValue()).resolves.toBe('');
    },
  );

  pageTest(browser, 'shows the enquiry in the admin Enquiries tab', async (page) => {
    await openAdmin(page);
    await openTab(page, 'Enquiries');
    await seen(page.getByText(enquiry.name));
    await seen(page.getByText(enquiry.message));
    await seen(page.getByText(enquiry.email).first());

    // Marking it handled sticks (the list reloads from the server).
    const handled = page.getByRole('checkbox', { name: `Mark the enquiry from ${enquiry.name} as handled` });
    await expect(handled.isChecked()).resolves.toBe(false);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/admin/enquiries/') && response.request().method() === 'PATCH',
    );
    await handled.click(); // controlled by the server's answer, so it turns checked after the save
    await expect(saved.then((response) => response.status())).resolves.toBe(200);
    const stored = await waitUntil(
      async () => (await listEnquiries()).find((item) => item.name === enquiry.name),
      (item) => item?.handled === true,
      { what: 'the enquiry to be stored as handled' },
    );
    expect(stored?.message).toBe(enquiry.message);
    await waitUntil(
      () => handled.isChecked(),
      (checked) => checked,
      { what: 'the handled box to show checked' },
    );
  });
});
