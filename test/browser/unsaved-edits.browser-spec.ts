import type { Page } from 'playwright-core';
import { adminArea, adminTab, openAdmin, openTab, type AdminTab } from './support/admin';
import { createJob, unique } from './support/api';
import { gone, pageTest, seen, useBrowser } from './support/browser';

// Unsaved edits in the admin are guarded on every way out, the browser's Back button included.
const browser = useBrowser();

describe('Unsaved company settings', () => {
  pageTest(
    browser,
    'Back asks first: staying keeps the edits, leaving goes back',
    async (page) => {
      await openAdmin(page);
      // A page of history inside the admin: a tab replaces the address, the enquiries filter adds one,
      // so Back from the settings (which replaced the filtered address) returns to the enquiries.
      await openTab(page, 'Enquiries');
      await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Handled only' });
      await page.waitForURL(/handled=/);
      await openTab(page, 'Constants');
      const name = page.getByLabel('Company name', { exact: true });
      await seen(name);
      await name.fill('Unsaved Name LLC');

      await page.goBack();
      const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
      await seen(dialog);
      await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
      await gone(dialog);
      expect(page.url()).toMatch(/tab=constants/);
      await expect(name.inputValue()).resolves.toBe('Unsaved Name LLC');

      await page.goBack();
      await seen(dialog);
      await dialog.getByRole('button', { name: 'Leave without saving' }).click();
      await page.waitForURL(/tab=enquiries/);
      await expect(adminTab(page, 'Enquiries').getAttribute('aria-selected')).resolves.toBe('true');
    },
    { timeout: 60_000 },
  );
});

/**
 * Opens the admin with a page of history behind `tab`: a tab replaces the address, the enquiries
 * filter adds one, so Back from `tab` returns to the enquiries.
 */
async function openWithHistory(page: Page, tab: AdminTab): Promise<void> {
  await openAdmin(page);
  await openTab(page, 'Enquiries');
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Handled only' });
  await page.waitForURL(/handled=/);
  await openTab(page, tab);
}

function leaveDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Unsaved changes' });
}

/** Back with edits: the question comes, and staying keeps the page and the edits. */
async function backAndStay(page: Page, question: string): Promise<void> {
  const url = page.url();
  await page.goBack();
  const dialog = leaveDialog(page);
  await seen(dialog.getByText(question));
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await gone(dialog);
  expect(page.url()).toBe(url);
}

/** Back with edits, answered "leave": the enquiries tab (the page before) opens. */
async function backAndLeave(page: Page): Promise<void> {
  await page.goBack();
  const dialog = leaveDialog(page);
  await seen(dialog);
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await page.waitForURL(/tab=enquiries/);
  await expect(adminTab(page, 'Enquiries').getAttribute('aria-selected')).resolves.toBe('true');
}

/** Back after saving: nothing to ask, the enquiries tab opens at once. */
async function backWithoutAsking(page: Page): Promise<void> {
  await page.goBack();
  await page.waitForURL(/tab=enquiries/);
  await seen(adminTab(page, 'Enquiries'));
  await expect(leaveDialog(page).count()).resolves.toBe(0);
}

describe('Unsaved job', () => {
  pageTest(
    browser,
    'a new job: Back asks, staying keeps the typing, leaving goes back',
    async (page) => {
      await openWithHistory(page, 'Job Positions');
      await page.getByRole('button', { name: 'Add New Job' }).click();
      const editor = page.getByRole('dialog', { name: 'Add New Job' });
      const title = editor.getByLabel(/^job title/i);
      await title.fill('Sprinkler Fitter');

      await backAndStay(page, 'You have unsaved changes to this job. Leave without saving?');
      await expect(title.inputValue()).resolves.toBe('Sprinkler Fitter');
      // The question over the editor has the keys: Escape answered it, the editor stays.
      await page.goBack();
      await seen(leaveDialog(page));
      await page.keyboard.press('Escape');
      await gone(leaveDialog(page));
      await seen(editor);

      await backAndLeave(page);
    },
    { timeout: 60_000 },
  );

  pageTest(
    browser,
    'an edited job: asked before leaving; once saved, Back leaves without asking',
    async (page) => {
      const job = await createJob({ title: unique('Fire Alarm Technician') });
      await openWithHistory(page, 'Job Positions');
      const card = page
        .locator('article, section')
        .filter({ has: page.getByRole('heading', { name: job.title, exact: true }) })
        .last();
      await card.getByRole('button', { name: 'Edit' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit Job' });
      const title = editor.getByLabel(/^job title/i);
      await seen(title);
      const edited = `${job.title} (edited)`;
      await title.fill(edited);

      await backAndStay(page, 'You have unsaved changes to this job. Leave without saving?');
      await editor
        .getByRole('button', { name: /update|save/i })
        .last()
        .click();
      await gone(editor);
      await seen(page.getByRole('heading', { name: edited, exact: true }));

      await backWithoutAsking(page);
    },
    { timeout: 60_000 },
  );
});

describe('Unsaved project', () => {
  pageTest(
    browser,
    'a new project: another tab and Back ask first; once saved, Back leaves without asking',
    async (page) => {
      const name = unique('Al Raas Warehouse Sprinklers');
      await openWithHistory(page, 'Projects');
      await page.getByRole('button', { name: 'New project' }).click();
      const form = page.getByRole('form', { name: 'New project' });
      const english = (label: string) =>
        form.getByRole('textbox', { name: new RegExp(`^${label}(?! \\(Arabic\\))`) });
      await english('Title').fill(name);

      // Another tab is a way out too.
      await adminTab(page, 'Enquiries').click();
      await seen(leaveDialog(page).getByText('You have unsaved changes to this project.'));
      await leaveDialog(page).getByRole('button', { name: 'Stay and keep editing' }).click();
      await gone(leaveDialog(page));
      await expect(adminTab(page, 'Projects').getAttribute('aria-selected')).resolves.toBe('true');
      // So is another area.
      await adminArea(page, 'Hiring').click();
      await seen(leaveDialog(page).getByText('You have unsaved changes to this project.'));
      await leaveDialog(page).getByRole('button', { name: 'Stay and keep editing' }).click();
      await gone(leaveDialog(page));
      await expect(adminTab(page, 'Projects').getAttribute('aria-selected')).resolves.toBe('true');

      await backAndStay(page, 'You have unsaved changes to this project. Leave without saving?');
      await expect(english('Title').inputValue()).resolves.toBe(name);

      await english('Location').fill('Al Raas, Umm Al Quwain');
      await english('Description').fill('Wet sprinklers for a cold store.');
      await form.getByRole('button', { name: 'Save project' }).click();
      await gone(form);
      await seen(page.getByRole('heading', { name }));

      await backWithoutAsking(page);
    },
    { timeout: 60_000 },
  );

  pageTest(
    browser,
    'a reload with unsaved edits asks through the browser',
    async (page) => {
      await openAdmin(page);
      await openTab(page, 'Projects');
      await page.getByRole('button', { name: 'New project' }).click();
      const title = page
        .getByRole('form', { name: 'New project' })
        .getByRole('textbox', { name: /^Title(?! \(Arabic\))/ });
      // Typed by keys: the browser asks only on a page the person has used.
      await title.click();
      await page.keyboard.type('Kept while reloading');
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });
      void page.reload().catch(() => undefined);
      await expect(asked).resolves.toBe('beforeunload');
      await expect(title.inputValue()).resolves.toBe('Kept while reloading');
    },
    { timeout: 60_000 },
  );
});
