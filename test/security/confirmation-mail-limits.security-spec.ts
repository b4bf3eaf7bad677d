import { APPLICANT_STATUS_MESSAGES } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { applicationFor, createJob, nextClientAddress } from '../api/job-applications-fixtures';
import { mailEnv, outbox } from '../api/mail-outbox-support';

const TOKEN = /#token=([A-Za-z0-9_-]{43})/;

/**
 * Finding: "change my e-mail" on the status page mailed a confirmation link to any address, as
 * often as asked (six mails to a bystander in half a second). Tried as the person flooding an
 * inbox would: from one link to many addresses, and from many links to one address.
 */
describe.each(TEST_ENGINES)('Confirmation mails are limited (%s)', (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let jobId: number;
  let applicants = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    jobId = (await createJob(api, { title: 'Sprinkler Fitter' })).id;
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  /** A fresh applicant's status-link token, from the confirmation mail that reached them. */
  async function statusToken(): Promise<string> {
    const email = `limits-applicant${(applicants += 1)}@example.com`;
    await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(jobId, { email }))
      .expect(201);
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.received.find(
        (received) => received.envelopeTo.includes(email) && TOKEN.test(received.parsed.text ?? ''),
      );
      if (mail) return TOKEN.exec(mail.parsed.text ?? '')![1];
      if (Date.now() > deadline) throw new Error(`No status link mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const askToMove = (token: string, email: string) =>
    api
      .request()
      .post('/api/applicant-status/email')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ token, email });
  /** Confirmation mails queued for `email` (the outbox is written with the request that causes them). */
  const confirmationsTo = async (email: string) =>
    (await outbox(api)).filter((row) => row.recipient === email).length;

  it('mails one address at most 3 confirmations an hour, whoever asks, and answers every asker the same', async () => {
    const bystander = `bystander-${engine}@example.net`;
    const links = [await statusToken(), await statusToken(), await statusToken()];
    const answers = [];
    for (const token of [...links, ...links]) answers.push(await askToMove(token, bystander));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0].body);
    }
    expect(answers[0].body).toMatchObject({
      success: true,
      message: APPLICANT_STATUS_MESSAGES.emailChangeSent,
    });
    expect(await confirmationsTo(bystander)).toBe(3);
  });

  it('lets one link send at most 5 confirmations an hour, then answers 429 and mails nothing more', async () => {
    const token = await statusToken();
    const targets = Array.from({ length: 7 }, (_, index) => `spray-${engine}-${index}@example.net`);
    const statuses = [];
    for (const target of targets) statuses.push((await askToMove(token, target)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await askToMove(token, `spray-${engine}-late@example.net`).expect(429);
    expect(refused.body).toMatchObject({
      message: APPLICANT_STATUS_MESSAGES.tooManyEmailChanges,
      code: 'applicantStatus.tooManyEmailChanges',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const mailed = await Promise.all(targets.map(confirmationsTo));
    expect(mailed).toEqual([1, 1, 1, 1, 1, 0, 0]);
  });
});
