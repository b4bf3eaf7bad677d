import { adminTab, openAdmin, openTab } from './support/admin';
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
