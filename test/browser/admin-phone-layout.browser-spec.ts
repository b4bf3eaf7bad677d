import type { Locator, Page } from 'playwright-core';
import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab, type AdminTab } from './support/admin';
import { PHONE, pageTest, readsAs, seen, useBrowser } from './support/browser';
import { databaseTime, withServerDatabase } from './support/server-database';

// HR on a 390 px phone: the Tracking links and Audit tabs fit the screen, and an application whose
// applicant asked for erasure shows its badge clear of the date, in the list (where the date shows,
// from a phone turned sideways up) and in the panel.
const browser = useBrowser();

const erasing = { firstName: 'Erasing', lastName: unique('Phone') };
let erasingId: number;

beforeAll(async () => {
  const job = await createJob({ title: unique('Fire Alarm Technician (phone layout)') });
  // A link with a long channel name, as HR types them ("Gulf News Saturday classifieds…").
  await apiCall('POST', '/api/admin/tracking-links', {
    jobId: job.id,
    channel: 'Gulf News Saturday classifieds, Northern Emirates',
  });
  erasingId = (await submitApplication(job.id, applicant(erasing))).id;
  withServerDatabase((database) =>
    database
      .prepare('UPDATE job_applications SET erasureRequestedAt = ? WHERE id = ?')
      .run(databaseTime(Date.now()), erasingId),
  );
});

/** How far the page scrolls sideways (0 when everything fits the screen). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return Math.max(0, root.scrollWidth - root.clientWidth);
  });
}

/** Whether two visible elements' boxes share any area. */
async function overlap(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  if (!a || !b) throw new Error('Both elements must be on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('The admin area on a 390 px phone', () => {
  for (const [tab, content] of [
    ['Tracking links', (page: Page) => page.getByText('Gulf News Saturday classifieds', { exact: false })],
    ['Audit', (page: Page) => page.getByRole('table')],
  ] as const satisfies readonly [AdminTab, (page: Page) => Locator][]) {
    pageTest(
      browser,
      `${tab} does not scroll sideways`,
      async (page) => {
        await openAdmin(page);
        await openTab(page, tab);
        await seen(content(page));
        await readsAs(() => sidewaysScroll(page), 0, `no sideways scroll on ${tab}`);
      },
      { viewport: PHONE, timeout: 60_000 },
    );
  }

  pageTest(
    browser,
    'the "Erasure requested" badge stays clear of the date, in the list and in the panel',
    async (page) => {
      await openAdmin(page);
      // On a phone the filters fold away: the search comes with the address, as a shared link would.
      await page.goto(`/admin/careers?tab=applications&q=${encodeURIComponent(erasing.lastName)}`);
      const row = page.getByRole('row').filter({ hasText: erasing.lastName });
      const badge = row.getByText('Erasure requested');
      await seen(badge);
      await readsAs(() => sidewaysScroll(page), 0, 'no sideways scroll on the list');
      // The date column shows from tablet widths up (a phone turned sideways): the badge stays in its column.
      const date = row.locator('.tracker__date');
      for (const width of [700, 800, 1024]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await seen(date);
        expect({ width, overlaps: await overlap(badge, date) }).toEqual({ width, overlaps: false });
      }
      await page.setViewportSize(PHONE);

      await row.getByRole('button', { name: new RegExp(erasing.lastName) }).click();
      const panel = page.locator('.tracker-panel');
      const note = panel.locator('.tracker-panel__erasure');
      await seen(note);
      // The sentence with the date is text beside the badge: its lines' boxes, measured one by one.
      const sharedArea = await note.evaluate((element) => {
        const badge = element.querySelector('.badge')!.getBoundingClientRect();
        const range = document.createRange();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let shared = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.badge') || !node.textContent?.includes('asked for erasure on'))
            continue;
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            const width = Math.min(badge.right, line.right) - Math.max(badge.left, line.left);
            const height = Math.min(badge.bottom, line.bottom) - Math.max(badge.top, line.top);
            if (width > 0 && height > 0) shared += width * height;
          }
        }
        return shared;
      });
      expect(sharedArea).toBe(0);
    },
    { viewport: PHONE, timeout: 60_000 },
  );
});
