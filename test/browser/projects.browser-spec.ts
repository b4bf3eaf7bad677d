import sharp from 'sharp';
import { openAdmin, openTab } from './support/admin';
import { unique } from './support/api';
import { DESKTOP, pageTest, seen, useBrowser } from './support/browser';

// HR adds a project with photos in the admin area and publishes it; a visitor sees it.
const browser = useBrowser();

/** The English field of a pair (its Arabic twin's label is "<label> (Arabic)"). */
const ENGLISH = (label: string) => new RegExp(`^${label}(?! \\(Arabic\\))`);

function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

describe('Projects portfolio', () => {
  pageTest(
    browser,
    'HR adds a project with two photos and publishes it; a visitor sees it and its photos',
    async (page) => {
      const title = unique('Al Salamah Tower Fire Alarm');
      await openAdmin(page);
      await openTab(page, 'Projects');
      await page.getByRole('button', { name: 'New project' }).click();
      const form = page.getByRole('form', { name: 'New project' });
      await form.getByRole('textbox', { name: ENGLISH('Title') }).fill(title);
      await form.getByRole('combobox', { name: 'Category' }).selectOption('Residential');
      await form.getByRole('textbox', { name: ENGLISH('Location') }).fill('Al Salamah, Umm Al Quwain');
      await form.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
      await form
        .getByRole('textbox', { name: ENGLISH('Description') })
        .fill('Addressable fire alarm for a tower.');
      await form.getByRole('checkbox', { name: 'Fire Alarm Systems' }).check();
      await form.getByRole('button', { name: 'Save project' }).click();

      const item = page.locator('li.admin-project', { has: page.getByRole('heading', { name: title }) });
      await seen(item.getByText('Draft'));
      const photos = item.getByRole('region', { name: `Photos: ${title}` });
      for (const [colour, alt] of [
        ['#c62828', 'The fire alarm panel'],
        ['#1f2933', 'A smoke detector in the lobby'],
      ]) {
        await photos.getByLabel(/^Photo \(JPEG/).setInputFiles({
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: await photo(colour),
        });
        await photos.getByLabel('What the photo shows', { exact: true }).fill(alt);
        await photos.getByRole('button', { name: 'Upload photo' }).click();
        await seen(photos.getByRole('img', { name: alt }));
      }
      await item.getByRole('button', { name: 'Publish', exact: true }).click();
      // Written in English only: HR is asked before it goes live so.
      const question = page.getByRole('dialog', { name: 'Publish in English only?' });
      await question.getByRole('button', { name: 'Publish in English only' }).click();
      await seen(item.getByText('Published', { exact: true }));

      const visitor = await browser.context.newPage();
      try {
        // The server's HTML already has the project and its photos (pages work without JavaScript).
        const listHtml = await (await visitor.request.get('/projects')).text();
        expect(listHtml).toContain(title);
        expect(listHtml).toMatch(/srcset="[^"]*-960\.webp 960w/i);

        await visitor.goto('/projects');
        const link = visitor.getByRole('link', { name: title });
        await seen(link);
        const card = visitor.getByRole('article').filter({ has: link });
        const cover = card.getByRole('img', { name: 'The fire alarm panel' });
        await expect(cover.getAttribute('srcset')).resolves.toMatch(
          /-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/,
        );
        await link.click();
        await visitor.waitForURL((url) => url.pathname.startsWith('/projects/al-salamah-tower-fire-alarm'));
        await seen(visitor.getByRole('heading', { level: 1, name: title }));
        for (const alt of ['The fire alarm panel', 'A smoke detector in the lobby']) {
          const image = visitor.getByRole('img', { name: alt });
          await expect(image.getAttribute('srcset')).resolves.toContain('1600w');
          await expect(image.getAttribute('width')).resolves.toBe('1600');
          await expect(image.getAttribute('height')).resolves.toBe('960');
        }
        // The photo files are served: the browser shows the main photo at its width.
        await expect(
          visitor
            .getByRole('img', { name: 'The fire alarm panel' })
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        ).resolves.toBe(true);
        await seen(visitor.getByRole('link', { name: 'Fire Alarm Systems' }).first());
      } finally {
        await visitor.close();
      }
    },
    { viewport: DESKTOP, timeout: 90_000 },
  );

  pageTest(
    browser,
    'HR fills the Arabic fields beside the English ones; /ar/projects shows them right to left',
    async (page) => {
      const title = unique('Al Raas Villa Sprinklers');
      const titleAr = 'رشاشات فيلا في الراس';
      await openAdmin(page);
      await openTab(page, 'Projects');
      await page.getByRole('button', { name: 'New project' }).click();
      const form = page.getByRole('form', { name: 'New project' });
      const arabicField = form.getByRole('textbox', { name: 'Title (Arabic)' });
      // The Arabic twin is typed right to left and sits beside its English field on a wide screen.
      await expect(arabicField.getAttribute('dir')).resolves.toBe('rtl');
      await expect(arabicField.getAttribute('lang')).resolves.toBe('ar');
      const english = await form.getByRole('textbox', { name: ENGLISH('Title') }).boundingBox();
      const twin = await arabicField.boundingBox();
      expect(Math.abs((english?.y ?? 0) - (twin?.y ?? -100))).toBeLessThan(2);
      expect(twin?.x ?? 0).toBeGreaterThan(english?.x ?? 0);

      await form.getByRole('textbox', { name: ENGLISH('Title') }).fill(title);
      await arabicField.fill(titleAr);
      await form.getByRole('textbox', { name: ENGLISH('Location') }).fill('Al Raas, Umm Al Quwain');
      await form.getByRole('textbox', { name: 'Location (Arabic)' }).fill('الراس، أم القيوين');
      await form.getByRole('textbox', { name: ENGLISH('Client') }).fill('Private owner');
      await form.getByRole('textbox', { name: ENGLISH('Description') }).fill('Sprinklers for a villa.');
      await form
        .getByRole('textbox', { name: 'Description (Arabic)' })
        .fill('رشاشات ومضخة حريق لفيلا سكنية في الراس.');
      await form.getByRole('spinbutton', { name: /^Duration in months/ }).fill('3');
      await form.getByRole('checkbox', { name: 'Published (visible on the site)' }).check();
      await form.getByRole('button', { name: 'Save project' }).click();
      const item = page.locator('li.admin-project', { has: page.getByRole('heading', { name: title }) });
      await seen(item.getByText('Published', { exact: true }));

      await page.goto('/ar/projects');
      const link = page.getByRole('link', { name: titleAr });
      await seen(link);
      await link.click();
      await page.waitForURL((url) => url.pathname.startsWith('/ar/projects/al-raas-villa-sprinklers'));
      const heading = page.getByRole('heading', { level: 1, name: titleAr });
      await seen(heading);
      await expect(heading.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe('rtl');
      await seen(page.getByText('الراس، أم القيوين'));
      await seen(page.getByText('3 أشهر'));
      await seen(page.getByText('رشاشات ومضخة حريق لفيلا سكنية في الراس.'));
      // The client has no Arabic: the English shows, marked English and left to right.
      const client = page.getByText('Private owner');
      await expect(client.getAttribute('lang')).resolves.toBe('en');
      await expect(client.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe('ltr');
      await expect(page.title()).resolves.toContain(titleAr);
    },
    { viewport: DESKTOP, timeout: 90_000 },
  );

  pageTest(browser, 'sends an old numbered project address to the project’s own address', async (page) => {
    const response = await page.goto('/projects/1');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toMatch(/^\/projects\/[a-z0-9-]+$/);
    expect(new URL(page.url()).pathname).not.toBe('/projects/1');
  });

  pageTest(
    browser,
    'answers a project that is not published with the not-found page and HTTP 404',
    async (page) => {
      const response = await page.goto('/projects/no-such-project');
      expect(response?.status()).toBe(404);
      await seen(page.getByRole('heading', { level: 1, name: 'Project not found' }));
      await seen(page.getByRole('link', { name: 'Back to Projects' }));
    },
  );
});
