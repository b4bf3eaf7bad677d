import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { filesUnder } from '../support/personal-data-search';
import { createJob, submitApplication } from './mail-outbox-support';

const DAY_MS = 24 * 3600 * 1000;
const databaseTime = (ms: number) => new Date(ms).toISOString().slice(0, 23).replace('T', ' ');

interface MessageRow {
  id: number;
  template: string;
  status: string;
}

/**
 * Sent mail is kept SENT_MAIL_RETENTION_DAYS, then deleted with its attachments and its .eml file
 * by the daily `sent-mail-purge` job. Time moves through the app's Clock; the messages' own times
 * are set in the table, as weeks of sending would have set them.
 */
describe.each(TEST_ENGINES)('Sent-mail purge (%s)', (engine) => {
  let api: ApiTestApp;
  let now = Date.now();

  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', MAIL_POLL_INTERVAL_MS: '50', SENT_MAIL_RETENTION_DAYS: '30' },
    });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => api.close());

  const sql = <T>(query: string, parameters: unknown[] = []) =>
    api.app.get(DataSource).query<T[]>(query, parameters);
  const messages = () => sql<MessageRow>('SELECT id, template, status FROM outbox_messages ORDER BY id');
  const mailFile = (message: MessageRow) =>
    join(api.env.MAIL_OUTBOX_DIR, `${String(message.id).padStart(6, '0')}-${message.template}.eml`);
  const runPurge = async () => (await api.app.get(ScheduledJobsService).runDue()).includes('sent-mail-purge');

  it('deletes sent mail older than the period with its attachments and file; keeps recent and pending mail', async () => {
    const job = await createJob(api);
    // Three applications: two e-mails each (HR's notification and the confirmation).
    for (let count = 0; count < 3; count += 1) await submitApplication(api, job.id);
    const deadline = Date.now() + 20_000;
    while ((await messages()).some((message) => message.status !== 'sent')) {
      if (Date.now() > deadline) throw new Error('The e-mails were never sent');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [oldHr, oldApplicant, recentHr, recentApplicant, waiting, failed] = await messages();
    expect(filesUnder(api.env.MAIL_OUTBOX_DIR)).toHaveLength(6);
    // An attachment on an old message, as an interview invitation's .ics.
    await sql(
      'INSERT INTO outbox_attachments (messageId, filename, contentType, content) VALUES (?, ?, ?, ?)',
      [oldApplicant!.id, 'invite.ics', 'text/calendar; method=REQUEST', 'BEGIN:VCALENDAR'],
    );

    const setLastAttempt = (message: MessageRow, daysAgo: number, status = 'sent') =>
      sql('UPDATE outbox_messages SET status = ?, updatedAt = ?, sentAt = ? WHERE id = ?', [
        status,
        databaseTime(now - daysAgo * DAY_MS),
        status === 'sent' ? databaseTime(now - daysAgo * DAY_MS) : null,
        message.id,
      ]);
    await setLastAttempt(oldHr!, 45);
    await setLastAttempt(oldApplicant!, 31);
    await setLastAttempt(recentHr!, 29);
    await setLastAttempt(recentApplicant!, 1);
    // Waiting for a retry (not due for a year) since long ago: never purged while it may still go out.
    await sql(
      "UPDATE outbox_messages SET status = 'pending', sentAt = NULL, updatedAt = ?, nextAttemptAt = ? WHERE id = ?",
      [databaseTime(now - 60 * DAY_MS), databaseTime(now + 365 * DAY_MS), waiting!.id],
    );
    // Failed for good long ago: finished mail, purged like sent mail.
    await setLastAttempt(failed!, 40, 'failed');

    expect(await runPurge()).toBe(true);
    expect((await messages()).map((message) => message.id)).toEqual([
      recentHr!.id,
      recentApplicant!.id,
      waiting!.id,
    ]);
    const [{ attachments }] = await sql<{ attachments: number | string }>(
      'SELECT COUNT(*) AS attachments FROM outbox_attachments',
    );
    expect(Number(attachments)).toBe(0);
    for (const message of [oldHr!, oldApplicant!, failed!]) expect(existsSync(mailFile(message))).toBe(false);
    for (const message of [recentHr!, recentApplicant!, waiting!])
      expect(existsSync(mailFile(message))).toBe(true);

    // Once a day: a second tick the same day changes nothing.
    expect(await runPurge()).toBe(false);
    // A day later the 29-day-old message is past the period too.
    now += 2 * DAY_MS;
    expect(await runPurge()).toBe(true);
    expect((await messages()).map((message) => message.id)).toEqual([recentApplicant!.id, waiting!.id]);
    expect(existsSync(mailFile(recentHr!))).toBe(false);
  });

  it('removes a mail file whose message is gone (an erasure or a crash between the two)', async () => {
    const orphan = join(api.env.MAIL_OUTBOX_DIR, '999999-application-received.eml');
    const unrelated = join(api.env.MAIL_OUTBOX_DIR, 'README.txt');
    writeFileSync(orphan, 'To: someone@example.com\n\nHello');
    writeFileSync(unrelated, 'not a mail file');
    now += DAY_MS;
    expect(await runPurge()).toBe(true);
    expect(existsSync(orphan)).toBe(false);
    // Only the server's own mail files are touched.
    expect(existsSync(unrelated)).toBe(true);
  });
});
