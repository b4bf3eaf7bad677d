import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { join } from 'node:path';
import { RETENTION_MESSAGES } from '@uaq/contract';
import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { gone, pageTest, seen, useBrowser } from './support/browser';
import { serverInfo } from './support/server-info';

// Journey: HR reviews what retention will purge, holds one application for a court case, and asks
// for a dry run.
const browser = useBrowser();
const DAY_MS = 24 * 3600 * 1000;
const databaseTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

interface SqliteDatabase {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
}

/** Writes straight into the server's SQLite file: what time would have done (old records, a mark). */
function withDatabase(action: (database: SqliteDatabase) => void): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the driver ships no types
  const Database = require('better-sqlite3') as new (path: string) => SqliteDatabase;
  const database = new Database(join(serverInfo().workDir, 'site.sqlite'));
  try {
    action(database);
  } finally {
    database.close();
  }
}

const marked = { firstName: 'Marked', lastName: unique('Retention') };
const stale = { firstName: 'Stale', lastName: unique('Retention') };
const purgeOn = Date.UTC(2031, 0, 15, 0, 0, 0);

beforeAll(async () => {
  const job = await createJob();
  const markedId = (await submitApplication(job.id, applicant(marked))).id;
  const staleId = (await submitApplication(job.id, applicant(stale))).id;
  const threeYearsAgo = databaseTime(Date.now() - 3 * 365 * DAY_MS);
  withDatabase((database) => {
    // The daily retention job has had its run today and tomorrow (UTC days), as far as the server
    // knows: a first run a minute after start, or at midnight, would otherwise mark the stale
    // application while the dry run is looked at.
    const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
    for (const periodStart of [today, today + DAY_MS]) {
      database
        .prepare(
          `INSERT OR IGNORE INTO scheduled_job_runs (jobName, periodStart, instance, startedAt, finishedAt, outcome)
           VALUES ('retention', ?, 'browser-test', ?, ?, 'done')`,
        )
        .run(new Date(periodStart).toISOString(), databaseTime(Date.now()), databaseTime(Date.now()));
    }
    database
      .prepare('UPDATE job_applications SET createdAt = ? WHERE id IN (?, ?)')
      .run(threeYearsAgo, markedId, staleId);
    // As the daily job would have marked it, with its purge date.
    database
      .prepare('INSERT INTO retention_records (subject, item_id, marked_at, purge_on) VALUES (?, ?, ?, ?)')
      .run('application', markedId, databaseTime(purgeOn - 30 * DAY_MS), databaseTime(purgeOn));
  });
  // The API agrees before the page is looked at.
  const items = await apiCall<{ id: number }[]>('GET', '/api/admin/retention/items?subject=application');
  expect(items.map((item) => item.id)).toContain(markedId);
});

pageTest(
  browser,
  'HR sees the marked list with purge dates, holds one with a reason, and runs a dry run',
  async (page) => {
    await openAdmin(page);
    await openTab(page, 'Data retention');
    await seen(page.getByRole('heading', { name: 'Data retention', level: 2 }));
    await expect(page.getByLabel('Applications: months after the last activity').inputValue()).resolves.toBe(
      '24',
    );

    const markedList = page.getByRole('table', { name: 'Records marked for deletion' });
    const row = markedList.getByRole('row').filter({ hasText: marked.lastName });
    await seen(row);
    await seen(row.getByText(/2031/));

    // A hold needs a reason: the server's message shows under the field.
    await row.getByRole('button', { name: new RegExp(`^Hold .*${marked.lastName}`) }).click();
    const holdForm = row.getByRole('form', {
      name: new RegExp(`Place a legal hold on .*${marked.lastName}`),
    });
    await holdForm.getByRole('button', { name: 'Place hold' }).click();
    await seen(holdForm.getByText(RETENTION_MESSAGES.holdReasonRequired));
    await holdForm.getByLabel('Reason for the legal hold').fill('Labour court case 2026/114');
    await holdForm.getByRole('button', { name: 'Place hold' }).click();
    await gone(markedList.getByRole('row').filter({ hasText: marked.lastName }));

    await page.getByRole('combobox', { name: 'Show' }).first().selectOption('held');
    const heldRow = page
      .getByRole('table', { name: 'Records on legal hold' })
      .getByRole('row')
      .filter({ hasText: marked.lastName });
    await seen(heldRow.getByText('Labour court case 2026/114'));
    await seen(heldRow.getByRole('button', { name: /^Lift hold on / }));

    // The dry run: the stale application would be marked (other suites' demo data may be old too).
    await page.getByRole('button', { name: 'Run a dry run' }).click();
    const counts = page.getByRole('table', { name: 'What a run now would do' });
    const applications = await seen(counts.getByRole('row', { name: /^Applications/ }));
    expect(Number(await applications.getByRole('cell').first().innerText())).toBeGreaterThanOrEqual(1);
    await seen(page.getByRole('table', { name: 'Records of the dry run' }).getByRole('row').nth(1));
    // The tab, filled, has no serious or critical accessibility violation.
    // With axe's experimental rules, as the accessibility journey runs it (WCAG 2.5.3 among them).
    const rules = Object.fromEntries(
      axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]),
    );
    const audit = await new AxeBuilder({ page }).include('.admin-retention').options({ rules }).analyze();
    expect(
      audit.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
    // Nothing changed: the stale application is not marked.
    await page.getByRole('combobox', { name: 'Show' }).first().selectOption('marked');
    await expect(
      page.getByRole('table', { name: 'Records marked for deletion' }).getByText(stale.lastName).count(),
    ).resolves.toBe(0);
  },
);
