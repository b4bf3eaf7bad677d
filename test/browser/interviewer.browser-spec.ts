import type { Page } from 'playwright-core';
import type { Interview, NewAdminAccount } from '@uaq/contract';
import { apiCall, applicant, createJob, samplePdf, submitApplication, unique } from './support/api';
import { loginThroughOverlay, openAdmin, openTab } from './support/admin';
import { pageTest, seen, snapshotAtBothWidths, useBrowser, waitUntil } from './support/browser';

/**
 * An interviewer's day: HR sets the job's scorecard criteria and puts a new `interviewer` account on
 * an interview's panel; the interviewer signs in, sees that interview and nothing else of the admin
 * area, opens the applicant and submits a scorecard once the interview has started; HR reads it on
 * the application's panel. (The server's clock is real: the interview is set for the next minute.)
 */
const hr = useBrowser();
const panelMember = useBrowser();
const tag = unique('Shamsi');
const applicantName = `Khalid ${tag}`;
const username = unique('ivan.panel')
  .toLowerCase()
  .replace(/[^a-z0-9._-]/g, '');
const password = 'Interviewer-Password-2026!';
let jobTitle: string;
let applicationId: number;
let interviewerToken: string;

/** The next whole minute at least 20 s away, as HR types it in Dubai (UTC+4 all year). */
function nextSlot(): { date: string; time: string; startsAt: number } {
  const minute = 60_000;
  const startsAt = Math.ceil((Date.now() + 20_000) / minute) * minute;
  const dubai = new Date(startsAt + 4 * 3600_000).toISOString();
  return { date: dubai.slice(0, 10), time: dubai.slice(11, 16), startsAt };
}

beforeAll(async () => {
  jobTitle = unique('Fire Alarm Technician');
  const job = await createJob({ title: jobTitle });
  ({ id: applicationId } = await submitApplication(
    job.id,
    applicant({ firstName: 'Khalid', lastName: tag }),
    samplePdf('Khalid resume'),
  ));
  const { oneTimePassword } = await apiCall<NewAdminAccount>('POST', '/api/admin/users', {
    username,
    role: 'interviewer',
  });
  const signedIn = await apiCall<{ token: string }>(
    'POST',
    '/api/admin/login',
    { username, password: oneTimePassword },
    null,
  );
  interviewerToken = (
    await apiCall<{ token: string }>(
      'POST',
      '/api/admin/me/password',
      { currentPassword: oneTimePassword, newPassword: password },
      signedIn.token,
    )
  ).token;
}, 60_000);

async function openApplication(page: Page) {
  await openTab(page, 'Applications');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await page.waitForURL((url) => url.searchParams.get('q') === tag);
  await (await seen(page.getByRole('button', { name: `Open ${applicantName}'s application` }))).click();
  return seen(page.getByRole('region', { name: applicantName }));
}

let slot: ReturnType<typeof nextSlot>;

describe('The interviewer role and scorecards', () => {
  pageTest(
    hr,
    'HR sets the job’s criteria in English and Arabic and puts the interviewer on the panel',
    async (page) => {
      await openAdmin(page);
      await page.getByRole('button', { name: `Edit ${jobTitle}` }).click();
      const dialog = await seen(page.getByRole('dialog', { name: 'Edit Job' }));
      const criteria = dialog.getByRole('region', { name: 'Interview scorecard' });
      await criteria.getByRole('heading', { name: 'Interview scorecard' }).click();
      for (const [name, nameAr] of [
        ['Fire alarm panels', 'لوحات إنذار الحريق'],
        ['Safety', 'السلامة'],
      ]) {
        await criteria.getByRole('button', { name: 'Add a criterion' }).click();
        const index = await criteria.getByLabel(/^Criterion \d+ in English$/).count();
        await criteria.getByLabel(`Criterion ${index} in English`).fill(name);
        await criteria.getByLabel(`Criterion ${index} in Arabic`).fill(nameAr);
      }
      await criteria.getByRole('button', { name: 'Save the criteria' }).click();
      await seen(page.getByRole('status').getByText('Scorecard criteria saved.'));
      await page.keyboard.press('Escape');

      const panel = await openApplication(page);
      await panel.getByRole('button', { name: 'Schedule an interview' }).click();
      const form = await seen(panel.getByRole('form', { name: 'New interview' }));
      slot = nextSlot();
      await form.getByLabel('Date').fill(slot.date);
      await form.getByLabel('Start time').fill(slot.time);
      await form.getByLabel('Place').fill('Head office, Al Raas');
      await form
        .getByRole('group', { name: 'Interviewers' })
        .getByRole('checkbox', { name: username })
        .check();
      await form.getByRole('button', { name: 'Send the invitation' }).click();
      await seen(
        page.getByRole('status').getByText('Interview scheduled; the invitations are on their way.'),
      );
      await seen(panel.getByText(`${username}: not started`));
    },
    { timeout: 90_000 },
  );

  pageTest(
    panelMember,
    'the interviewer signs in, sees only their interview, and submits a scorecard once it has started',
    async (page) => {
      await page.goto('/admin/careers');
      await loginThroughOverlay(page, password, username);
      // Their area only: My interviews (and their own account); no list, board, report or setting.
      await seen(page.getByRole('heading', { name: 'My interviews' }));
      const areas = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
      expect((await areas.allTextContents()).map((text) => text.trim())).toEqual(['Hiring', 'Settings']);
      expect((await page.getByRole('tab').allTextContents()).map((text) => text.trim())).toEqual([
        'My interviews',
      ]);
      const row = await seen(page.getByRole('listitem').filter({ hasText: applicantName }));
      await expect(page.getByRole('button', { name: /^Open the interview with / }).count()).resolves.toBe(1);
      await snapshotAtBothWidths(page, 'interviewer', 'my-interviews');

      await row.getByRole('button', { name: `Open the interview with ${applicantName}` }).click();
      await seen(page.getByRole('heading', { name: applicantName }));
      await seen(page.getByRole('button', { name: 'Open the resume' }));
      if (Date.now() < slot.startsAt) {
        await seen(page.getByText('Your scorecard opens when the interview starts.'));
        await waitUntil(
          async () => Date.now(),
          (now) => now >= slot.startsAt + 1000,
          { what: 'the interview to start', timeout: 100_000 },
        );
        await page.reload();
        // Begun, it has moved from the upcoming interviews to those started or past.
        await page.getByRole('button', { name: 'Started or past' }).click();
        await page.getByRole('button', { name: `Open the interview with ${applicantName}` }).click();
      }
      const card = await seen(page.getByRole('form', { name: 'My scorecard' }));
      await card
        .getByRole('group', { name: /^Fire alarm panels:/ })
        .getByLabel('4')
        .check();
      await card.getByRole('button', { name: 'Save as draft' }).click();
      await seen(page.getByRole('status').getByText('Scorecard saved as a draft.'));
      // Submitting with Safety unrated is refused, and the card stays as typed.
      await card.getByLabel('Overall recommendation').selectOption('strong-yes');
      await card.getByRole('button', { name: 'Submit the scorecard' }).click();
      await seen(card.getByText('Rate every criterion before submitting'));
      await card
        .getByRole('group', { name: /^Safety:/ })
        .getByLabel('5')
        .check();
      await card.getByLabel('Comment').fill('Knows addressable panels; careful on site.');
      await snapshotAtBothWidths(page, 'interviewer', 'scorecard-form');
      await card.getByRole('button', { name: 'Submit the scorecard' }).click();
      await seen(page.getByRole('status').getByText('Scorecard submitted.'));
      const final = await seen(page.getByRole('region', { name: 'My scorecard' }));
      await seen(final.getByText('Strong yes'));

      // The same screens in Arabic (the language is kept on the account).
      await apiCall('PATCH', '/api/admin/me', { language: 'ar' }, interviewerToken);
      await page.reload();
      await seen(page.getByRole('heading', { name: 'مقابلاتي' }));
      await page.getByRole('button', { name: 'التي بدأت أو انتهت' }).click();
      await seen(page.getByText('أُرسلت بطاقة التقييم'));
      await snapshotAtBothWidths(page, 'interviewer', 'my-interviews-ar');
      await page.getByRole('button', { name: `افتح المقابلة مع ${applicantName}` }).click();
      await seen(page.getByRole('region', { name: 'بطاقة تقييمي' }).getByText('نعم بالتأكيد'));
      await snapshotAtBothWidths(page, 'interviewer', 'scorecard-ar');
    },
    { timeout: 200_000 },
  );

  pageTest(hr, 'HR reads the card and the summary on the application’s panel', async (page) => {
    await openAdmin(page);
    const panel = await openApplication(page);
    const scorecards = await seen(panel.getByRole('region', { name: 'Scorecards' }));
    await seen(scorecards.getByText('Summary of 1 scorecard'));
    await seen(scorecards.getByRole('row', { name: 'Fire alarm panels 4 1' }));
    await seen(scorecards.getByRole('row', { name: 'Safety 5 1' }));
    await seen(scorecards.getByText('Knows addressable panels; careful on site.'));
    const [interview] = await apiCall<Interview[]>(
      'GET',
      `/api/admin/job-applications/${applicationId}/interviews`,
    );
    expect(interview.events.map((event) => event.kind)).toContain('scorecard-submitted');
    await scorecards.scrollIntoViewIfNeeded();
    await snapshotAtBothWidths(page, 'interviewer', 'hr-panel');
  });
});
