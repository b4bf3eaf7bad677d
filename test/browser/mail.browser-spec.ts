import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Job, OutboxMessageSummary } from '@uaq/contract';
import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { pageTest, seen, useBrowser, waitUntil } from './support/browser';
import { serverInfo } from './support/server-info';

// HR tells an applicant about a status change; with no SMTP server the e-mail becomes an .eml file.
const browser = useBrowser();
let job: Job;
const person = applicant({ firstName: 'Layla', lastName: unique('Hassan') });
const applicantName = `${person.firstName} ${person.lastName}`;

beforeAll(async () => {
  job = await createJob({ title: unique('Sprinkler Fitter') });
  await submitApplication(job.id, person);
});

/** The e-mails the server wrote for `template` (global setup points MAIL_OUTBOX_DIR here). */
async function writtenMails(template: string): Promise<ParsedMail[]> {
  const folder = join(serverInfo().workDir, 'mail');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((file) => file.endsWith(`-${template}.eml`));
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
}

const toPerson = (mails: ParsedMail[]) =>
  mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === person.email);

pageTest(
  browser,
  'HR ticks "Notify the applicant", changes the status, and the applicant is e-mailed once',
  async (page) => {
    await openAdmin(page);
    await openTab(page, 'Applications');
    // The tracker: find the applicant, open the detail panel, where the status control is.
    await page.getByRole('searchbox', { name: 'Search' }).fill(applicantName);
    await page.waitForURL((url) => url.searchParams.get('q') === applicantName);
    const open = page.getByRole('button', { name: `Open ${applicantName}'s application` });
    await seen(open);
    await open.press('Enter');
    const card = await seen(page.getByRole('region', { name: applicantName }));

    // Without the box ticked, a status change tells nobody.
    const unticked = page.waitForResponse((response) => response.url().includes('/status'));
    await card
      .getByRole('combobox', { name: `Status of ${applicantName}'s application` })
      .selectOption('reviewing');
    await unticked;

    const notify = card.getByRole('checkbox', { name: /^Notify the applicant/ });
    await notify.check();
    const ticked = page.waitForResponse((response) => response.url().includes('/status'));
    await card
      .getByRole('combobox', { name: `Status of ${applicantName}'s application` })
      .selectOption('shortlisted');
    await expect(ticked.then((response) => response.status())).resolves.toBe(200);
    // The box clears itself once the change is saved (a render after the response arrives).
    await waitUntil(
      () => notify.isChecked(),
      (checked) => !checked,
      { what: 'the notify box to clear after the change' },
    );

    const mails = await waitUntil(
      async () => toPerson(await writtenMails('interview')),
      (mails) => mails.length > 0,
      { what: 'the interview e-mail to the applicant', timeout: 15_000 },
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`Your application for ${job.title}: invitation to an interview`);
    expect(mail.text).toContain(`Dear ${applicantName},`);

    // The outbox tab lists it as sent.
    await waitUntil(
      () => apiCall<OutboxMessageSummary[]>('GET', '/api/admin/outbox?status=sent&pageSize=100'),
      (rows) => rows.some((row) => row.recipient === person.email && row.template === 'interview'),
      { what: 'the outbox to record the e-mail as sent' },
    );
    await openTab(page, 'Outbox');
    const item = page.locator('li').filter({ has: page.getByRole('heading', { name: mail.subject ?? '' }) });
    await seen(item.getByText(person.email));
    await seen(item.getByText('Sent', { exact: true }));
  },
  { timeout: 60_000 },
);
