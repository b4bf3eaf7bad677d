import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { docxWithText, pdfWithText } from '../support/resume-fixtures';
import { apiCall, createJob, unique } from './support/api';
import { setSessionCookie } from './support/admin';
import { announced, gone, pageTest, PHONE, recordAnnouncements, seen, useBrowser } from './support/browser';
import { serverInfo, TMP_DIR } from './support/server-info';

// HR's day with candidates, in English at a phone's width and a laptop's: a walk-in added with a CV,
// found again by their phone however it is typed, tagged, considered for another job (the new
// application says so in its panel and its history), and two CVs (a PDF and a DOCX) imported into a
// job. Screenshots in test/.tmp/candidates/ to look at; nothing may scroll sideways.
const browser = useBrowser();
const WIDE = { width: 1366, height: 800 } as const;
const PHONE_FORMATS = ['0559990000', '+971 55 999 0000', '971559990000'];
let alarmJob: Job;
let sprinklerJob: Job;

beforeAll(async () => {
  alarmJob = await createJob({ title: unique('Fire Alarm Technician (candidates)') });
  sprinklerJob = await createJob({ title: unique('Sprinkler Fitter (candidates)') });
});

/** A surname of this run that a CV reader takes for a name: letters only ("Faroukqhzvk"). */
function personName(base: string): string {
  return (
    base + Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')
  );
}

/** A screenshot at the page's width, and the check that nothing sticks out sideways. */
async function look(page: Page, name: string): Promise<void> {
  const directory = join(TMP_DIR, 'candidates');
  mkdirSync(directory, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(directory, `${name}-${width}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

async function openCandidatesTab(page: Page): Promise<void> {
  await setSessionCookie(page, serverInfo().adminToken);
  await page.goto('/admin/careers?tab=candidates');
  await seen(page.getByRole('heading', { name: 'Candidates', level: 2 }));
}

async function searchPool(page: Page, q: string): Promise<void> {
  const search = page.getByRole('search', { name: 'Search the talent pool' });
  await search.getByRole('searchbox', { name: /^Name, e-mail or phone/ }).fill(q);
  await search.getByRole('button', { name: 'Search' }).click();
}

for (const [label, viewport] of [
  ['390 px', PHONE],
  ['1,366 px', WIDE],
] as const) {
  pageTest(
    browser,
    `at ${label}: HR adds a walk-in with a CV, finds them by phone in three formats, tags them, considers them for another job and imports two CVs`,
    async (page) => {
      await recordAnnouncements(page);
      const lastName = unique('Walkin');
      const name = `Khalid ${lastName}`;
      await openCandidatesTab(page);
      if (viewport === WIDE) {
        // Side by side, the search's fields start at one height, whatever the length of their hints.
        const filters = page.getByRole('search', { name: 'Search the talent pool' });
        const tops = await Promise.all(
          [/^Name, e-mail or phone/, /^Tag/, /^Skill words/, /^Stage reached/].map(
            async (label) => (await filters.getByLabel(label).boundingBox())!.y,
          ),
        );
        expect(new Set(tops).size).toBe(1);
      }

      // A walk-in, with a CV, into the alarm job.
      await page.getByRole('button', { name: 'Add candidate' }).click();
      const form = page.getByRole('form', { name: 'Add a candidate' });
      await form.getByLabel(/^Job/).selectOption(String(alarmJob.id));
      await form.getByLabel(/^Source/).selectOption('walk-in');
      await form.getByLabel(/^First name/).fill('Khalid');
      await form.getByLabel(/^Last name/).fill(lastName);
      await form.getByLabel(/^Phone/).fill('+971 55 999 0000');
      await form.getByLabel(/^CV/).setInputFiles({
        name: 'khalid.pdf',
        mimeType: 'application/pdf',
        buffer: pdfWithText(['Khalid', 'Fire alarm panels, Notifier and Honeywell']),
      });
      await form.getByRole('checkbox').check();
      await look(page, 'add-form');
      await form.getByRole('button', { name: 'Add candidate' }).click();
      await announced(page, 'Candidate added.');
      const panel = page.getByRole('region', { name });
      await seen(panel.getByRole('link', { name: `Open the application for ${alarmJob.title}` }));
      await seen(panel.getByText(/Walk-in, added by/));
      await look(page, 'walk-in-panel');

      // The talent pool finds them whichever way the number is typed. On a phone the panel covers
      // the list: HR closes it first, and the Close button keeps its word whole beside a long name.
      const close = panel.getByRole('button', { name: 'Close' });
      expect((await close.boundingBox())!.height).toBeLessThan(40);
      if (viewport === PHONE) await close.click();
      for (const typed of PHONE_FORMATS) {
        await searchPool(page, typed);
        await seen(page.getByRole('button', { name: `Open ${name}` }));
      }
      await look(page, 'found-by-phone');
      await page.getByRole('button', { name: `Open ${name}` }).click();

      // A tag of their own, from the panel, by the keyboard.
      const tag = unique('Notifier');
      const tags = panel.getByRole('form', { name: 'Add a tag' });
      await tags.getByLabel(/^Or a new tag/).fill(tag);
      await tags.getByLabel(/^Or a new tag/).press('Enter');
      await announced(page, 'Tags saved.');
      await seen(panel.getByRole('button', { name: `Remove the tag ${tag}` }));
      await seen(page.getByRole('listitem').filter({ hasText: name }).getByText(tag));

      // Considered for the sprinkler job, without asking them to apply again.
      await panel.getByLabel(/^Open job/).selectOption(String(sprinklerJob.id));
      await panel.getByRole('button', { name: 'Consider for this job' }).click();
      await announced(page, 'Application created for the other job.');
      const considered = panel.getByRole('link', { name: `Open the application for ${sprinklerJob.title}` });
      await seen(considered);
      await look(page, 'considered');
      await considered.click();
      const application = page.getByRole('region', { name: new RegExp(lastName) });
      await seen(
        application.getByText(`Came in: Considered for this job, added by ${serverInfo().adminUsername}`),
      );
      await seen(application.getByRole('listitem').filter({ hasText: `by ${serverInfo().adminUsername}` }));
      await look(page, 'considered-application');

      // Two CVs into the sprinkler job: the PDF's and the DOCX's people, read from the files.
      await page.goto('/admin/careers?tab=candidates');
      await page.getByRole('button', { name: 'Import CVs' }).click();
      const importing = page.getByRole('form', { name: 'Import CVs into a job' });
      await importing.getByLabel(/^Job/).selectOption(String(sprinklerJob.id));
      await importing.getByLabel(/^Source/).selectOption('agency');
      await importing.getByLabel(/^Agency's name/).fill('Emirates Staffing');
      const nadia = personName('Farouk');
      const tariq = personName('Hashimi');
      await importing.getByLabel(/^CVs/).setInputFiles([
        {
          name: 'nadia.pdf',
          mimeType: 'application/pdf',
          buffer: pdfWithText(['Curriculum Vitae', `Nadia ${nadia}`, `${nadia.toLowerCase()}@example.org`]),
        },
        {
          name: 'tariq.docx',
          mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          buffer: docxWithText([`Tariq ${tariq}`, `${tariq.toLowerCase()}@example.com | +971 52 111 2222`]),
        },
      ]);
      await importing.getByRole('checkbox').check();
      await importing.getByRole('button', { name: 'Import' }).click();
      await announced(page, '2 CVs imported.');
      await seen(page.getByText(`Nadia ${nadia}`));
      await seen(page.getByText(`Tariq ${tariq}`));
      await look(page, 'imported');
    },
    { viewport, timeout: 120_000 },
  );
}

pageTest(
  browser,
  'HR renames a tag and deletes another from the tags screen, by the keyboard',
  async (page) => {
    await recordAnnouncements(page);
    const kept = await apiCall<{ id: number; name: string }>('POST', '/api/admin/candidate-tags', {
      name: unique('Rigger'),
    });
    const dropped = await apiCall<{ id: number; name: string }>('POST', '/api/admin/candidate-tags', {
      name: unique('Scaffolder'),
    });
    await openCandidatesTab(page);
    await page.getByRole('button', { name: 'Manage tags' }).click();
    const manager = page.getByRole('region', { name: 'Tags' });
    const field = manager.getByLabel(`New name for the tag ${kept.name}`);
    await field.fill(dropped.name);
    await field.press('Enter');
    await seen(manager.getByText('A tag with this name already exists'));
    const renamed = unique('Rigging supervisor');
    await field.fill(renamed);
    await field.press('Enter');
    await announced(page, `Tag renamed to ${renamed}.`);
    await seen(manager.getByLabel(`New name for the tag ${renamed}`));

    await manager.getByRole('button', { name: `Delete the tag ${dropped.name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this tag?' });
    await seen(dialog.getByText(dropped.name));
    await dialog.getByRole('button', { name: 'Delete the tag' }).click();
    await announced(page, `Tag ${dropped.name} deleted.`);
    await gone(manager.getByLabel(`New name for the tag ${dropped.name}`));
    for (const size of [PHONE, WIDE]) {
      await page.setViewportSize(size);
      await look(page, 'tags-screen');
    }
  },
  { timeout: 60_000 },
);

pageTest(browser, 'in Arabic, the phone hint keeps its example numbers left to right', async (page) => {
  await apiCall('POST', '/api/admin/candidate-tags', { name: unique('Civil Defence card') });
  await apiCall('PATCH', '/api/admin/me', { language: 'ar' });
  try {
    await setSessionCookie(page, serverInfo().adminToken);
    await page.setViewportSize(PHONE);
    await page.goto('/admin/careers?tab=candidates');
    await seen(page.getByRole('heading', { name: 'المرشحون', level: 2 }));
    const hint = page.locator('.candidates__filters .field__hint').first();
    await seen(hint);
    await hint.screenshot({ path: join(TMP_DIR, 'candidates', 'arabic-phone-hint-close-390.png') });
    // The isolated number reads +971 55 999 0000 from the left, on one line: its "+971" is left of
    // its "0000" at the same height.
    const number = '+971\u00a055\u00a0999\u00a00000';
    const boxes = await hint.evaluate((element, wanted) => {
      const text = element.firstChild as Text;
      const start = (text.textContent ?? '').indexOf(wanted);
      const box = (from: number, length: number) => {
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, from + length);
        const { left, top } = range.getBoundingClientRect();
        return { left, top };
      };
      return start < 0 ? null : { plus: box(start, 4), last: box(start + wanted.length - 4, 4) };
    }, number);
    expect(boxes).not.toBeNull();
    expect(boxes!.plus.top).toBe(boxes!.last.top);
    expect(boxes!.plus.left).toBeLessThan(boxes!.last.left);
    await look(page, 'arabic-phone-hint');

    // The tags screen in Arabic, right to left, at a phone's width.
    await page.getByRole('button', { name: 'إدارة الوسوم' }).click();
    const manager = page.getByRole('region', { name: 'الوسوم' });
    await seen(manager.getByRole('button', { name: 'إعادة التسمية' }));
    await look(page, 'arabic-tags-screen');
  } finally {
    await apiCall('PATCH', '/api/admin/me', { language: 'en' });
  }
});
