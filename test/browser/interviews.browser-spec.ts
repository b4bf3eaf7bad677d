import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { Interview } from '@uaq/contract';
import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { pageTest, seen, useBrowser, waitUntil } from './support/browser';
import { serverInfo } from './support/server-info';

// HR schedules, moves and cancels an interview from the applicant panel.
const browser = useBrowser();
const tag = unique('Nuaimi');
let applicationId: number;

beforeAll(async () => {
  const job = await createJob({ title: unique('Fire Alarm Technician') });
  ({ id: applicationId } = await submitApplication(
    job.id,
    applicant({ firstName: 'Mariam', lastName: tag }),
  ));
}, 60_000);

const interviews = () =>
  apiCall<Interview[]>('GET', `/api/admin/job-applications/${applicationId}/interviews`);

describe('Interviews in the applicant panel', () => {
  pageTest(browser, 'HR schedules by keyboard, reschedules and cancels by mouse', async (page) => {
    await openAdmin(page);
    // The owner gives their account an address for invitations (Team tab).
    await openTab(page, 'Team');
    const { adminUsername } = serverInfo();
    await page.getByLabel(`Invitation e-mail of ${adminUsername}`).fill('hr.lead@alraas.example');
    await page.getByTestId(`account-${adminUsername}`).getByRole('button', { name: 'Save e-mail' }).click();
    await waitUntil(
      () => apiCall<{ username: string; email: string | null }[]>('GET', '/api/admin/users'),
      (accounts) => accounts.some((account) => account.email === 'hr.lead@alraas.example'),
      { what: 'the e-mail to be saved' },
    );
    await openTab(page, 'Applications');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    const open = await seen(page.getByRole('button', { name: `Open Mariam ${tag}'s application` }));
    await open.press('Enter');
    const panel = await seen(page.getByRole('region', { name: `Mariam ${tag}` }));
    await seen(panel.getByText('No interview yet.'));

    // Keyboard: focus the button, Enter; type into each field; Space ticks an interviewer; Enter sends.
    await panel.getByRole('button', { name: 'Schedule an interview' }).focus();
    await page.keyboard.press('Enter');
    const form = await seen(panel.getByRole('form', { name: 'New interview' }));
    await form.getByLabel('Date').fill('2031-05-20');
    await form.getByLabel('Start time').fill('10:30');
    await form.getByLabel('Duration').focus();
    await form.getByLabel('Duration').selectOption('60');
    await expect(form.getByLabel('Time zone').inputValue()).resolves.toBe('Asia/Dubai');
    await form.getByLabel('Place').focus();
    await page.keyboard.type('Head office, Al Raas');
    const interviewer = form
      .getByRole('group', { name: 'Interviewers' })
      .getByRole('checkbox', { name: adminUsername, exact: true });
    await interviewer.focus();
    await page.keyboard.press('Space');
    await expect(interviewer.isChecked()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Send the invitation' }).focus();
    await page.keyboard.press('Enter');

    await seen(page.getByRole('status').getByText('Interview scheduled; the invitations are on their way.'));
    const card = await seen(panel.getByRole('article', { name: 'Interviews: 2031-05-20 10:30' }));
    await seen(card.getByText('2031-05-20 10:30 (Asia/Dubai), 60 minutes'));
    await seen(card.getByText('Awaiting the applicant’s answer'));
    await seen(panel.getByText('Interview scheduled (2031-05-20 10:30)'));
    const [scheduled] = await interviews();
    // The interviewer's invitation, written as an .eml file (no SMTP server in this suite).
    const mailFolder = join(serverInfo().workDir, 'mail');
    const invitation = await waitUntil(
      async () => readdirSync(mailFolder).find((file) => file.endsWith('-interview-invitation-panel.eml')),
      (file) => file !== undefined,
      { what: 'the interviewer’s invitation' },
    );
    const eml = await simpleParser(readFileSync(join(mailFolder, invitation!)));
    expect(eml.to).toMatchObject({ value: [{ address: 'hr.lead@alraas.example' }] });
    const calendar = eml.attachments.find((part) => part.contentType === 'text/calendar');
    expect(calendar?.content.toString('utf8')).toContain('DTSTART;TZID=Asia/Dubai:20310520T103000');
    expect(calendar?.content.toString('utf8')).toContain('METHOD:REQUEST');
    expect(scheduled).toMatchObject({
      startsAt: '2031-05-20T06:30:00.000Z',
      sequence: 0,
      location: 'Head office, Al Raas',
    });

    // Mouse: move it to 14:00, then cancel it through the confirmation dialog.
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const change = await seen(card.getByRole('form', { name: 'Reschedule the interview' }));
    await change.getByLabel('Start time').fill('14:00');
    await change.getByRole('button', { name: 'Send the update' }).click();
    await seen(
      page.getByRole('status').getByText('Interview moved; the updated invitations are on their way.'),
    );
    const moved = await seen(panel.getByRole('article', { name: 'Interviews: 2031-05-20 14:00' }));
    await waitUntil(
      async () => (await interviews())[0].sequence,
      (sequence) => sequence === 1,
      { what: 'the reschedule to be saved' },
    );

    await moved.getByRole('button', { name: 'Cancel the interview' }).click();
    const dialog = await seen(page.getByRole('dialog', { name: 'Cancel this interview?' }));
    await dialog.getByRole('button', { name: 'Cancel the interview' }).click();
    await seen(page.getByRole('status').getByText('Interview cancelled.'));
    await seen(moved.getByText('Cancelled', { exact: true }));
    await expect(moved.getByRole('button', { name: 'Reschedule' }).count()).resolves.toBe(0);
    expect((await interviews())[0]).toMatchObject({ status: 'cancelled', sequence: 2 });
    await seen(panel.getByText('Interview cancelled (2031-05-20 14:00)'));
  });
});
