import type { Locator, Page } from 'playwright-core';
import type { Job } from '@uaq/contract';
import { apiCall, applicant, createJob, samplePdf, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import {
  announced,
  gone,
  pageTest,
  readsAs,
  recordAnnouncements,
  seen,
  useBrowser,
  waitUntil,
} from './support/browser';
import { serverInfo } from './support/server-info';

// HR moves applicants along the board by stage, by mouse and by keyboard.
const browser = useBrowser();
const WIDE = { width: 1600, height: 1000 };
const tag = unique('Board');
let job: Job;
const ids: Record<string, number> = {};

beforeAll(async () => {
  job = await createJob({ title: unique('Board Fitter') });
  for (const name of ['Hamad', 'Latifa', 'Sultan']) {
    const fields = applicant({ firstName: name, lastName: tag });
    ids[name] = (await submitApplication(job.id, fields, name === 'Hamad' ? samplePdf(name) : undefined)).id;
  }
}, 60_000);

const fullName = (first: string) => `${first} ${tag}`;

function column(page: Page, stage: string): Locator {
  return page.getByRole('region', { name: new RegExp(`^${stage}: \\d+ application`) });
}
function card(page: Page, first: string): Locator {
  return page.locator('.board-card', { hasText: fullName(first) });
}

/** The board of this test's job, straight from its address (the Job filter kept there). */
async function openBoard(page: Page): Promise<void> {
  await recordAnnouncements(page);
  await openAdmin(page);
  await page.goto(`/admin/careers?tab=board&jobId=${job.id}`);
  await seen(column(page, 'Pending').getByText(fullName('Sultan')));
  // Every column has loaded, as a person would wait for before moving a card.
  await gone(page.locator('.board-column').getByText('Loading...', { exact: true }));
}

/** The application's panel (opened from its card) lists this move in its history. */
async function historyShows(page: Page, first: string, move: string): Promise<void> {
  await card(page, first)
    // Exactly: the card's WhatsApp button names the applicant too.
    .getByRole('button', { name: fullName(first), exact: true })
    .click();
  const panel = page.locator('.tracker-panel');
  await seen(panel.getByRole('heading', { name: fullName(first) }));
  await seen(panel.getByText(move));
  await seen(panel.getByText(`by ${serverInfo().adminUsername}`).first());
}

/** The stage of the column the focused element is in. */
function focusedStage(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.activeElement?.closest('[data-stage]')?.getAttribute('data-stage'));
}

async function auditedMoves(id: number): Promise<number> {
  const audit = await apiCall<{ action: string; targetId: number | null }[]>(
    'GET',
    '/api/admin/audit?action=application.status-changed&pageSize=100',
  );
  return audit.filter((entry) => entry.action === 'application.status-changed' && entry.targetId === id)
    .length;
}

describe('Board by stage', () => {
  pageTest(
    browser,
    'has a column per stage with counts, and cards with name, job, date, phone and resume mark',
    async (page) => {
      await openAdmin(page);
      await openTab(page, 'Board by stage');
      const filtered = page.waitForResponse(
        (response) =>
          response.url().includes('/api/admin/application-board?status=pending') &&
          new URL(response.url()).searchParams.get('jobId') === String(job.id),
      );
      await page.getByRole('combobox', { name: 'Job', exact: true }).selectOption(String(job.id));
      await filtered;
      for (const stage of ['Pending', 'Reviewing', 'Shortlisted', 'Interviewed', 'Hired', 'Rejected'])
        await seen(column(page, stage));
      await seen(column(page, 'Pending').getByRole('heading', { name: 'Pending (3)' }));
      const hamad = card(page, 'Hamad');
      await seen(hamad.getByText(job.title));
      await seen(hamad.getByText(/^Applied \d/));
      await seen(hamad.getByRole('link', { name: '+971 50 000 0000' }));
      await seen(hamad.getByRole('img', { name: 'Resume attached' }));
      await gone(card(page, 'Sultan').getByRole('img', { name: 'Resume attached' }));
    },
    { viewport: WIDE },
  );

  pageTest(
    browser,
    'moves a card by dragging it onto another stage: counts follow, the move is announced, kept, in the history and audited',
    async (page) => {
      await openBoard(page);
      await card(page, 'Hamad').dragTo(column(page, 'Shortlisted'));
      await announced(page, `${fullName('Hamad')} moved to Shortlisted.`);
      await seen(column(page, 'Shortlisted').getByText(fullName('Hamad')));
      await seen(column(page, 'Shortlisted').getByRole('heading', { name: 'Shortlisted (1)' }));
      await seen(column(page, 'Pending').getByRole('heading', { name: 'Pending (2)' }));

      await page.reload();
      await seen(column(page, 'Shortlisted').getByText(fullName('Hamad')));
      await historyShows(page, 'Hamad', 'Pending → Shortlisted');
      expect(await auditedMoves(ids.Hamad!)).toBe(1);
    },
    { viewport: WIDE, timeout: 60_000 },
  );

  pageTest(
    browser,
    'moves a card by keyboard: arrow keys step it along the stages with focus kept, the "Move to" menu jumps',
    async (page) => {
      await openBoard(page);
      // The Reviewing column's refetch after the first move is answered late, once the card has
      // moved on: for a moment the column lists the card where it no longer is.
      const lateAnswers: Array<() => Promise<void>> = [];
      let answerLate = false;
      await page.route('**/api/admin/application-board?*', async (route) => {
        if (!answerLate || !route.request().url().includes('status=reviewing')) return route.continue();
        const response = await route.fetch();
        lateAnswers.push(() => route.fulfill({ response }));
      });
      await card(page, 'Latifa').focus();
      answerLate = true;
      await page.keyboard.press('ArrowRight');
      await announced(page, `${fullName('Latifa')} moved to Reviewing.`);
      await seen(column(page, 'Reviewing').getByText(fullName('Latifa')));
      // Focus followed the card into its new column, so the next key moves it on.
      await readsAs(() => focusedStage(page), 'reviewing', 'focus on the moved card');
      await waitUntil(
        async () => lateAnswers.length,
        (count) => count > 0,
        { what: 'the refetch held' },
      );
      await page.keyboard.press('ArrowRight');
      await seen(column(page, 'Shortlisted').getByText(fullName('Latifa')));
      answerLate = false;
      for (const answer of lateAnswers) await answer();
      await gone(column(page, 'Reviewing').getByText(fullName('Latifa')));
      // The stale copy did not take the focus away: the next key moves the card on.
      await readsAs(() => focusedStage(page), 'shortlisted', 'focus on the moved card');
      await page.keyboard.press('ArrowLeft');
      await seen(column(page, 'Reviewing').getByText(fullName('Latifa')));
      // A refetch under way may list the card in Shortlisted a moment longer: HR uses the card where
      // it now is, once the board has caught up.
      await gone(column(page, 'Shortlisted').getByText(fullName('Latifa')));

      await column(page, 'Reviewing')
        .locator('.board-card', { hasText: fullName('Latifa') })
        .getByRole('combobox', { name: `Move ${fullName('Latifa')} to another stage` })
        .selectOption({ label: 'Hired' });
      await announced(page, `${fullName('Latifa')} moved to Hired.`);
      await seen(column(page, 'Hired').getByText(fullName('Latifa')));
      // As above: a refetch under way may still list the card where it was; open it once caught up.
      await gone(column(page, 'Reviewing').getByText(fullName('Latifa')));
      await gone(column(page, 'Shortlisted').getByText(fullName('Latifa')));

      await historyShows(page, 'Latifa', 'Shortlisted → Reviewing');
      await seen(page.locator('.tracker-panel').getByText('Reviewing → Hired'));
      expect(await auditedMoves(ids.Latifa!)).toBe(4);
    },
    { viewport: WIDE, timeout: 60_000 },
  );

  pageTest(
    browser,
    'asks before moving a Hired card to Rejected, undoes the move for a few seconds, never steps on to Withdrawn',
    async (page) => {
      ids.Mariam = (await submitApplication(job.id, applicant({ firstName: 'Mariam', lastName: tag }))).id;
      await apiCall('PATCH', `/api/admin/job-applications/${ids.Mariam}/status`, { status: 'hired' });
      await openBoard(page);
      const mariam = () => card(page, 'Mariam');
      await seen(column(page, 'Hired').getByText(fullName('Mariam')));
      await mariam().focus();
      await page.keyboard.press('ArrowRight');
      const dialog = page.getByRole('dialog', { name: 'Confirm the move' });
      await seen(dialog.getByText(`Move ${fullName('Mariam')} to Rejected?`));
      await seen(dialog.getByText('It is at Hired: the move takes back the decision to hire.'));
      // Cancelled: nothing moved, and the card keeps the focus for the next key.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await gone(dialog);
      await seen(column(page, 'Hired').getByText(fullName('Mariam')));
      await readsAs(() => focusedStage(page), 'hired', 'focus back on the card');

      await page.keyboard.press('ArrowRight');
      await dialog.getByRole('button', { name: 'Move to Rejected' }).click();
      await announced(page, `${fullName('Mariam')} moved to Rejected.`);
      await page.getByRole('button', { name: `Undo: ${fullName('Mariam')} moved to Rejected.` }).click();
      await announced(page, `${fullName('Mariam')} is back at Hired.`);
      await seen(column(page, 'Hired').getByText(fullName('Mariam')));
      await gone(column(page, 'Rejected').getByText(fullName('Mariam')));
      const stored = await apiCall<{ status: string; statusHistory: { from: string; to: string }[] }>(
        'GET',
        `/api/admin/job-applications/${ids.Mariam}`,
      );
      expect(stored.status).toBe('hired');
      expect(stored.statusHistory.map((change) => `${change.from} → ${change.to}`)).toEqual([
        'pending → hired',
      ]);

      // Withdrawn is the applicant's: the arrow key stops at Rejected, the menu does not offer it.
      await mariam().focus();
      await page.keyboard.press('ArrowRight');
      await dialog.getByRole('button', { name: 'Move to Rejected' }).click();
      await seen(column(page, 'Rejected').getByText(fullName('Mariam')));
      await readsAs(() => focusedStage(page), 'rejected', 'focus on the moved card');
      await page.keyboard.press('ArrowRight');
      await expect(
        mariam()
          .getByRole('combobox', { name: `Move ${fullName('Mariam')} to another stage` })
          .innerText(),
      ).resolves.not.toContain('Withdrawn');
      await seen(column(page, 'Rejected').getByText(fullName('Mariam')));
      expect(
        (await apiCall<{ status: string }>('GET', `/api/admin/job-applications/${ids.Mariam}`)).status,
      ).toBe('rejected');
    },
    { viewport: WIDE, timeout: 60_000 },
  );

  pageTest(
    browser,
    'puts a card back and says so when the server refuses the move',
    async (page) => {
      await openBoard(page);
      await page.route('**/api/admin/job-applications/*/status', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, statusCode: 409, message: 'Refused for the test.' }),
        }),
      );
      await card(page, 'Sultan').focus();
      await page.keyboard.press('ArrowRight');
      await seen(page.getByRole('alert').getByText(/could not be moved; the card is back where it was/));
      await seen(column(page, 'Pending').getByText(fullName('Sultan')));
      await gone(column(page, 'Reviewing').getByText(fullName('Sultan')));
      // Focus came back with the card, so HR can try again from the keyboard.
      await readsAs(() => focusedStage(page), 'pending', 'focus on the card put back');
      const stored = await apiCall<{ status: string }>('GET', `/api/admin/job-applications/${ids.Sultan}`);
      expect(stored.status).toBe('pending');
    },
    { viewport: WIDE },
  );
});
