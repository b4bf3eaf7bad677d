import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { INITIAL_SITE_CONSTANTS as SITE } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp, type Engine } from '../support/api-app';
import { OutboxWorker } from '../../backend/src/mail/outbox-worker';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { createJob, mailEnv, outbox, settle, submitApplication, waitForOutbox } from './mail-outbox-support';

/** Each message the server got, by Message-ID: a message delivered twice shows up as a count of 2. */
function deliveriesPerMessage(smtp: SmtpTestServer): number[] {
  const counts = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = mail.parsed.messageId ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts.values()];
}

/** The same database as `first` (a second server, or the first one restarted). */
function sameDatabase(engine: Engine, first: ApiTestApp): Record<string, string> {
  return engine === 'sqlite'
    ? { SQLITE_PATH: first.env.SQLITE_PATH }
    : { DATABASE_URL: first.env.DATABASE_URL };
}

describe.each(TEST_ENGINES)('E-mail delivery: outages, retries, restarts (%s)', (engine) => {
  let smtp: SmtpTestServer;
  const apps: ApiTestApp[] = [];
  const start = async (extraEnv: Record<string, string>) => {
    const api = await startApiApp(engine, { extraEnv });
    apps.push(api);
    return api;
  };

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
  });
  afterEach(async () => {
    // The newest first: a second server shares the first one's database, which goes with the first.
    for (const api of apps.reverse()) await api.close();
    apps.length = 0;
    await smtp.close();
  });

  it('delivers each message exactly once after the mail server was down, then deferring (4xx)', async () => {
    const api = await start(mailEnv(smtp));
    const job = await createJob(api);
    await smtp.stop();
    await submitApplication(api, job.id);
    await waitForOutbox(api, (rows) => rows.length === 2 && rows.every((row) => row.attempts >= 2));
    const [down] = await outbox(api);
    expect(down).toMatchObject({
      status: 'pending',
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });

    await smtp.start();
    smtp.setMode('defer');
    await waitForOutbox(api, (rows) => rows.every((row) => /451/.test(row.lastError ?? '')));
    expect(smtp.received).toHaveLength(0);

    smtp.setMode('accept');
    await waitForOutbox(api, (rows) => rows.every((row) => row.status === 'sent'));
    await settle();
    expect(deliveriesPerMessage(smtp)).toEqual([1, 1]);
    expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(
      [SITE.careersEmail, expect.stringMatching(/@example\.com$/)].sort(),
    );
  });

  it('marks a message failed when its retry window ends or the server refuses it for good; Retry sends it', async () => {
    const api = await start(mailEnv(smtp, { MAIL_GIVE_UP_AFTER_MS: '600' }));
    const job = await createJob(api);
    smtp.refuseForGood('gone@example.com');
    smtp.setMode('defer');
    await submitApplication(api, job.id, { email: 'gone@example.com' });
    const rows = await waitForOutbox(api, (list) => list.every((row) => row.status === 'failed'));
    const refused = rows.find((row) => row.recipient === 'gone@example.com');
    const deferred = rows.find((row) => row.recipient === SITE.careersEmail);
    expect(refused).toMatchObject({ attempts: 1, lastError: expect.stringContaining('550') });
    expect(deferred?.attempts).toBeGreaterThan(1);
    expect(deferred?.lastError).toContain('451');

    smtp.setMode('accept');
    await settle();
    expect(smtp.received).toHaveLength(0);
    const retried = await api
      .request()
      .post(`/api/admin/outbox/${deferred?.id}/retry`)
      .set('Authorization', `Bearer ${await api.adminToken()}`)
      .expect(200);
    expect(retried.body.data).toMatchObject({ id: deferred?.id, status: 'pending' });
    await waitForOutbox(api, (list) => list.find((row) => row.id === deferred?.id)?.status === 'sent');
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[SITE.careersEmail]]);
  });

  it('delivers after a restart what was pending, and what a stopped server had claimed', async () => {
    const first = await start(mailEnv(smtp));
    const job = await createJob(first);
    await smtp.stop();
    await submitApplication(first, job.id);
    await submitApplication(first, job.id);
    await waitForOutbox(first, (rows) => rows.length === 4 && rows.every((row) => row.attempts >= 1));
    // As servers leave them: one killed mid-delivery (its lease ran out), one still busy (lease ahead).
    const database = first.app.get(DataSource);
    const [stale, live] = await outbox(first);
    const claim = (id: number, claimedBy: string, claimExpiresAt: Date) =>
      database
        .createQueryBuilder()
        .update('outbox_messages')
        .set({ claimedBy, claimExpiresAt })
        .where('id = :id', { id })
        .execute();
    await claim(stale.id, 'a-server-that-died', new Date(Date.now() - 1000));
    await claim(live.id, 'a-server-still-sending', new Date(Date.now() + 60_000));
    await first.app.close();

    await smtp.start();
    const second = await start(mailEnv(smtp, sameDatabase(engine, first)));
    const rows = await waitForOutbox(
      second,
      (list) => list.filter((row) => row.status === 'sent').length === 3,
    );
    await settle();
    expect(rows.find((row) => row.status !== 'sent')?.id).toBe(live.id);
    expect((await outbox(second)).find((row) => row.id === live.id)?.status).toBe('pending');
    expect(deliveriesPerMessage(smtp)).toEqual([1, 1, 1]);
  });

  it('a server told to stop mid-round gives back the messages it claimed and had not tried', async () => {
    const first = await start(mailEnv(smtp));
    const job = await createJob(first);
    smtp.setMode('hold');
    await submitApplication(first, job.id);
    await smtp.waitForHeld(1);
    // One round claimed both messages; the first is mid-delivery when the server is told to stop.
    const stopping = first.app.get(OutboxWorker).onModuleDestroy();
    smtp.releaseHeld('accept');
    await stopping;
    const rows = await outbox(first);
    expect(rows.map((row) => row.status).sort()).toEqual(['pending', 'sent']);
    const claimed = await first.app
      .get(DataSource)
      .createQueryBuilder()
      .select('id')
      .from('outbox_messages', 'message')
      .where('claimedBy IS NOT NULL')
      .getRawMany();
    expect(claimed).toEqual([]);
  });

  it('writes .eml files under MAIL_OUTBOX_DIR when no SMTP server is configured', async () => {
    const api = await start({ TRUST_PROXY: 'loopback', MAIL_POLL_INTERVAL_MS: '50' });
    const job = await createJob(api);
    await submitApplication(api, job.id, { firstName: 'Mariam', lastName: 'Ali' });
    await waitForOutbox(api, (rows) => rows.length === 2 && rows.every((row) => row.status === 'sent'));
    const folder = api.env.MAIL_OUTBOX_DIR;
    const files = readdirSync(folder).sort();
    expect(files).toEqual(
      [
        expect.stringMatching(/-new-application\.eml$/),
        expect.stringMatching(/-application-received\.eml$/),
      ].sort(),
    );
    const confirmation = await simpleParser(
      readFileSync(join(folder, files.find((file) => file.includes('application-received')) ?? '')),
    );
    expect(confirmation.text).toContain('Dear Mariam Ali,');
    expect(smtp.received).toHaveLength(0);
  });

  if (engine === 'mariadb') {
    it('two servers on one database deliver each message once', async () => {
      const first = await start(mailEnv(smtp, { MAIL_POLL_INTERVAL_MS: '20' }));
      const second = await start(
        mailEnv(smtp, { MAIL_POLL_INTERVAL_MS: '20', ...sameDatabase(engine, first) }),
      );
      const job = await createJob(first);
      // Queued while the mail server defers, so both workers find the same messages due at once.
      smtp.setMode('defer');
      for (let index = 0; index < 10; index += 1) await submitApplication(index % 2 ? first : second, job.id);
      await waitForOutbox(first, (rows) => rows.length === 20 && rows.every((row) => row.attempts >= 1));
      smtp.setMode('accept');
      await waitForOutbox(second, (rows) => rows.every((row) => row.status === 'sent'));
      await settle();
      expect(smtp.received).toHaveLength(20);
      expect(deliveriesPerMessage(smtp).every((count) => count === 1)).toBe(true);
    });
  }
});
