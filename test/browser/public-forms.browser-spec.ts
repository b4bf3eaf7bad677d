import type { Page } from 'playwright-core';
import { hydrated, pageTest, snapshotAtBothWidths, useBrowser } from './support/browser';

// The public forms share one markup (components/ui/fields.tsx and public-form.tsx): a refused field
// reads the same way on every form, in both languages, at phone and desktop widths.
const browser = useBrowser();
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

/** The field that has the focus: its name, whether it is marked invalid, and what describes it. */
function focusedField(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLInputElement | null;
    const described = (field?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    return { name: field?.name, invalid: field?.getAttribute('aria-invalid'), described };
  });
}

const FORMS = [
  { form: 'quote', path: '/quote', first: 'name' },
  { form: 'contact', path: '/contact', first: 'name' },
] as const;

describe('The public forms', () => {
  for (const { form, path, first } of FORMS) {
    for (const language of ['en', 'ar'] as const) {
      pageTest(
        browser,
        `${form} (${language}): an empty send focuses the first field, marked invalid and described by its message`,
        async (page) => {
          await page.goto(language === 'ar' ? `/ar${path}` : path);
          const button = page.locator(`form.${form}-form button[type="submit"]`);
          await hydrated(button);
          await button.click();
          await page.waitForFunction(
            (name) => (document.activeElement as HTMLInputElement | null)?.name === name,
            first,
          );
          const field = await focusedField(page);
          expect(field).toMatchObject({ name: first, invalid: 'true' });
          expect(field.described).toMatch(language === 'ar' ? ARABIC_SCRIPT : /[A-Za-z]/);
          // Every required field shows its marker; the marker is not read out (the message says it).
          await expect(
            page.locator(`form.${form}-form .field__required[aria-hidden="true"]`).count(),
          ).resolves.toBeGreaterThan(1);
          await snapshotAtBothWidths(page, 'public-forms', `${form}-${language}-refused`);
        },
        { timeout: 60_000 },
      );
    }
  }
});
