import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AdminJobApplicationDetail, Job } from '@uaq/contract';
import { apiCall, applicant, createJob, submitApplication, unique } from './support/api';
import { openAdmin, openTab } from './support/admin';
import { pageTest, seen, useBrowser, waitUntil } from './support/browser';
import { serverInfo } from './support/server-info';

// HR edits the e-mail templates, and rejects several applicants at once with an e-mail each.
const browser = useBrowser();

/** The e-mails the server wrote for `template` (no SMTP server in the browser suite: .eml files). */
async function writtenMails(template: string): Promise<ParsedMail[]> {
  const folder = join(serverInfo().workDir, 'mail');
  if (!existsSync(folder)) return [];
  const files = readdirSync(folder).filter((file) => file.endsWith(`-${template}.eml`));
  return Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
}
const addressOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '');

pageTest(
  browser,
  'HR edits a template with a placeholder from the picker, sees the live preview, saves, and restores the default',
  async (page) => {
    await openAdmin(page);
    await openTab(page, 'Mail templates');
    await page.getByRole('combobox', { name: 'Template' }).selectOption('offer');
    const english = await seen(page.getByRole('region', { name: 'English version' }));
    const arabic = page.getByRole('region', { name: 'Arabic version' });
    await expect(arabic.getByRole('textbox', { name: 'Message (Arabic)' }).getAttribute('dir')).resolves.toBe(
      'rtl',
    );
    await seen(english.getByText('Default text'));

    const subject = english.getByRole('textbox', { name: 'Subject (English)' });
    await subject.fill('An offer for you, {{salary}}');
    await seen(english.getByText('Unknown placeholder {{salary}}'));

    // The picker puts the placeholder where the cursor was.
    await subject.fill('An offer for you, ');
    await subject.press('End');
    await english
      .getByRole('combobox', { name: 'Placeholder to insert (English)' })
      .selectOption('firstName');
    await english.getByRole('button', { name: 'Insert' }).click();
    await expect(subject.inputValue()).resolves.toBe('An offer for you, {{firstName}}');

    // The preview shows the sample applicant in place of the placeholder.
    await seen(english.getByText('An offer for you, Aisha'));
    await seen(english.getByText(/Dear Aisha Rahman,/));

    await english.getByRole('button', { name: 'Save' }).click();
    await seen(page.getByText('The English template is saved.'));
    await seen(english.getByText(/^Edited by /));
    const saved = await apiCall<{ purpose: string; language: string; subject: string }[]>(
      'GET',
      '/api/admin/mail-templates',
    );
    expect(saved.find((row) => row.purpose === 'offer' && row.language === 'en')?.subject).toBe(
      'An offer for you, {{firstName}}',
    );

    await english.getByRole('button', { name: 'Restore default' }).click();
    const dialog = await seen(page.getByRole('dialog', { name: 'Restore default' }));
    await dialog.getByRole('button', { name: 'Restore default' }).click();
    await seen(page.getByText('The English template is back to its default.'));
    await expect(subject.inputValue()).resolves.toBe('Welcome to {{companyName}}');
    await seen(english.getByText('Default text'));
  },
  { timeout: 60_000 },
);

pageTest(
  browser,
  'HR selects applicants in the tracker, rejects them in bulk with the rejection e-mail, and each gets one',
  async (page) => {
    const tag = unique('Mansoori');
    const job: Job = await createJob({ title: unique('Fire Pump Operator') });
    const people = ['Rashid', 'Noura'].map((firstName) => applicant({ firstName, lastName: tag }));
    const ids: number[] = [];
    for (const person of people) ids.push((await submitApplication(job.id, person)).id);

    await openAdmin(page);
    await openTab(page, 'Applications');
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    for (const person of people) {
      await (await seen(page.getByRole('checkbox', { name: `Select ${person.firstName} ${tag}` }))).check();
    }
    const bulk = page.getByRole('group', { name: '2 selected' });
    await bulk
      .getByRole('combobox', { name: 'E-mail template for the selected applicants' })
      .selectOption('rejection');
    await bulk
      .getByRole('combobox', { name: 'Stage to move them to before the e-mail' })
      .selectOption('rejected');
    await bulk.getByRole('button', { name: 'E-mail…' }).click();
    const dialog = await seen(page.getByRole('dialog', { name: 'E-mail the selected applicants' }));
    await seen(dialog.getByText('Send the Rejection e-mail to 2 applicants and move them to Rejected?'));
    await dialog.getByRole('button', { name: 'Send 2 e-mails' }).click();
    await seen(page.getByText('2 e-mails queued in the outbox.'));

    const addresses = people.map((person) => person.email);
    const mails = await waitUntil(
      async () =>
        (await writtenMails('rejection')).filter((mail) => addresses.includes(addressOf(mail) ?? '')),
      (found) => found.length >= 2,
      { what: 'a rejection e-mail to each applicant', timeout: 20_000 },
    );
    expect(mails.map(addressOf).sort()).toEqual([...addresses].sort());
    for (const mail of mails) expect(mail.subject).toBe(`Your application for ${job.title}`);

    for (const id of ids) {
      const detail = await apiCall<AdminJobApplicationDetail>('GET', `/api/admin/job-applications/${id}`);
      expect(detail.status).toBe('rejected');
      expect(detail.mailsSent).toEqual([expect.objectContaining({ purpose: 'rejection', language: 'en' })]);
    }
    // The panel's history shows the e-mail.
    await page.getByRole('button', { name: `Open ${people[0].firstName} ${tag}'s application` }).click();
    const panel = await seen(page.getByRole('region', { name: `${people[0].firstName} ${tag}` }));
    await seen(panel.getByText('Rejection e-mail (English)'));
  },
  { timeout: 60_000 },
);
