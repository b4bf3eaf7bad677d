import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { pageTest, seen, useBrowser } from './support/browser';
import { databaseTime, withServerDatabase } from './support/server-database';

// HR opens applications the applicant or retention has touched: the panel says the e-mail address was
// changed (and what it was), that one is on legal hold, and that another is marked for deletion.
const browser = useBrowser();
const DAY_MS = 24 * 3600 * 1000;

const moved = { firstName: 'Moved', lastName: unique('Panel') };
const held = { firstName: 'Held', lastName: unique('Panel') };
const marked = { firstName: 'Marked', lastName: unique('Panel') };
const oldAddress = `${moved.lastName.toLowerCase()}@old.example.com`;
const newAddress = `${moved.lastName.toLowerCase()}@new.example.com`;
const purgeOn = Date.UTC(2031, 0, 15, 0, 0, 0);

beforeAll(async () => {
  const job = await createJob({ title: unique('Sprinkler Fitter (panel facts)') });
  const movedId = (await submitApplication(job.id, applicant({ ...moved, email: oldAddress }))).id;
  const heldId = (await submitApplication(job.id, applicant(held))).id;
  const markedId = (await submitApplication(job.id, applicant(marked))).id;
  await apiCall('PUT', `/api/admin/retention/application/${heldId}/hold`, {
    reason: 'Labour court case 2026/114',
  });
  withServerDatabase((database) => {
    // What the applicant's confirmed change on the status page does (test/api/applicant-status proves it).
    database.prepare('UPDATE job_applications SET email = ? WHERE id = ?').run(newAddress, movedId);
    database
      .prepare(
        'INSERT INTO application_email_changes (applicationId, previousEmail, newEmail, changedAt) VALUES (?, ?, ?, ?)',
      )
      .run(movedId, oldAddress, newAddress, databaseTime(Date.UTC(2026, 10, 20, 8, 0, 0)));
    // As the daily retention job would have marked it, with its purge date.
    database
      .prepare('INSERT INTO retention_records (subject, item_id, marked_at, purge_on) VALUES (?, ?, ?, ?)')
      .run('application', markedId, databaseTime(purgeOn - 30 * DAY_MS), databaseTime(purgeOn));
  });
});

async function openPanel(page: import('playwright-core').Page, lastName: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await page
    .getByRole('button', { name: new RegExp(lastName) })
    .first()
    .click();
  const panel = page.getByRole('region', { name: new RegExp(lastName) });
  await seen(panel.getByRole('heading', { name: new RegExp(lastName) }));
  return panel;
}

pageTest(
  browser,
  'the panel shows a changed e-mail with the previous address, a legal hold and a mark for deletion',
  async (page) => {
    await openAdmin(page);
    await openTab(page, 'Applications');

    const movedPanel = await openPanel(page, moved.lastName);
    await seen(movedPanel.getByRole('link', { name: newAddress }));
    await seen(movedPanel.getByText('Changed by the applicant'));
    await seen(movedPanel.getByText(`On 20 Nov 2026, from ${oldAddress}`));
    await expect(movedPanel.getByText('On legal hold').count()).resolves.toBe(0);
    await expect(movedPanel.getByText('Marked for deletion').count()).resolves.toBe(0);

    const heldPanel = await openPanel(page, held.lastName);
    await seen(heldPanel.getByText('On legal hold'));
    await seen(heldPanel.getByText('Labour court case 2026/114', { exact: false }));
    await expect(heldPanel.getByText('Changed by the applicant').count()).resolves.toBe(0);

    const markedPanel = await openPanel(page, marked.lastName);
    await seen(markedPanel.getByText('Marked for deletion'));
    await seen(markedPanel.getByText('Purged on 15 Jan 2031 unless kept'));
  },
  { timeout: 60_000 },
);
