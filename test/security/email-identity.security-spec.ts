import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from '../api/job-applications-fixtures';
import { mailEnv, outbox, waitForOutbox, type OutboxRow } from '../api/mail-outbox-support';

const TOKEN = /#token=([A-Za-z0-9_-]{43})/;
const EMAIL_CHANGE_TOKEN = /#email-change=([A-Za-z0-9_-]{43})/;

/**
 * Addresses a stranger can own that MySQL/MariaDB's accent- and width-blind collation took for
 * `mariam<n>@gmail.com` (decisions.md, fourth stage: two addresses that differ in any character are two people).
 */
const LOOK_ALIKES: { name: string; of: (local: string) => string }[] = [
  { name: 'ä in the domain (gmäil.com)', of: (local) => `${local}@gmäil.com` },
  { name: 'í in the local part', of: (local) => `${local.replace('i', 'í')}@gmail.com` },
  { name: 'dotless ı in the local part', of: (local) => `${local.replace('i', 'ı')}@gmail.com` },
  // Turkish dotted capital İ: lower-cased, it becomes i plus a combining dot, which the collation ignores.
  { name: 'dotted capital İ in the local part', of: (local) => `${local.replace('i', 'İ')}@gmail.com` },
  {
    name: 'full-width letters in the local part',
    of: (local) =>
      `${local.replace(/[a-z]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! + 0xfee0))}@gmail.com`,
  },
];

/**
 * The applicant's identity is the exact address after one normalisation: a look-alike address is
 * another person, with its own applications and links, and learns nothing about the real one's.
 * Tried as the stranger would: "Lost your link?", the status page's every action, applying.
 */
describe.each(TEST_ENGINES)('E-mail identity (%s)', (engine) => {
  let api: ApiTestApp;
  let smtp: SmtpTestServer;
  let auth: string;
  let job: { id: number };
  let otherJob: { id: number };
  let people = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    auth = `Bearer ${await api.adminToken()}`;
    job = await createJob(api, { title: 'Fire Alarm Technician' });
    otherJob = await createJob(api, { title: 'Sprinkler Fitter' });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const page = (path: string, body: object) =>
    api.request().post(`/api/applicant-status${path}`).set('X-Forwarded-For', nextClientAddress()).send(body);
  const adminGet = (path: string) => api.request().get(path).set('Authorization', auth);

  /** The newest outbox id, so that what an action queues can be told apart. */
  const lastOutboxId = async () => (await outbox(api))[0]?.id ?? 0;

  /** Every message queued after `afterId`, once delivered, with the e-mail the mail server received. */
  async function mailsAfter(afterId: number): Promise<{ row: OutboxRow; mail: ReceivedMail }[]> {
    const rows = (
      await waitForOutbox(api, (all) => all.every((row) => row.id <= afterId || row.status !== 'pending'))
    ).filter((row) => row.id > afterId);
    return rows.map((row) => {
      expect(row).toMatchObject({ status: 'sent' });
      const mail = smtp.received.find((received) =>
        received.parsed.messageId?.startsWith(`<outbox-${row.id}-`),
      );
      if (!mail) throw new Error(`Outbox message ${row.id} was sent but never arrived`);
      return { row, mail };
    });
  }

  /** Status tokens mailed after `afterId` to anyone but `owner`. */
  async function tokensMailedToOthers(afterId: number, owner: string, pattern = TOKEN): Promise<string[]> {
    return (await mailsAfter(afterId))
      .filter(({ row }) => row.recipient !== owner)
      .map(({ mail }) => pattern.exec(mail.parsed.text ?? '')?.[1])
      .filter((token): token is string => Boolean(token));
  }

  /** The real applicant: applies with a resume and private details; returns the link from the confirmation. */
  async function realApplicant() {
    people += 1;
    const local = `mariam${people}`;
    const email = `${local}@gmail.com`;
    const secret = `Villa ${people}, Private Street ${people}`;
    const before = await lastOutboxId();
    const response = await applyWithResume(
      api,
      applicationFor(job.id, { email, address: secret, phone: '+971 50 123 4567' }),
      { content: pdfResume(), name: 'mariam-cv.pdf', type: 'application/pdf' },
    ).expect(201);
    const confirmation = (await mailsAfter(before)).find(({ row }) => row.recipient === email);
    const token = TOKEN.exec(confirmation?.mail.parsed.text ?? '')?.[1];
    if (!token) throw new Error(`No status link mailed to ${email}`);
    return { local, email, secret, id: response.body.data.id as number, token };
  }

  /** Applies as `email` and returns the application id and every status link mailed to that applicant. */
  async function applyAs(email: string, jobId: number, realEmail: string) {
    const before = await lastOutboxId();
    const response = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(applicationFor(jobId, { email }));
    const tokens = response.status === 201 ? await tokensMailedToOthers(before, realEmail) : [];
    return { response, tokens };
  }

  const applicationIds = (status: { applications: { id: number }[] }) =>
    status.applications.map(({ id }) => id);

  describe.each(LOOK_ALIKES)('a look-alike address: $name', ({ of }) => {
    it('"Lost your link?" for it never mails a link that shows the real applicant\'s applications', async () => {
      const real = await realApplicant();
      const lookAlike = of(real.local);
      const before = await lastOutboxId();
      await page('/link', { email: lookAlike }).expect(202);

      for (const token of await tokensMailedToOthers(before, real.email)) {
        const shown = await page('', { token });
        if (shown.status === 200) expect(applicationIds(shown.body.data)).not.toContain(real.id);
        else expect(shown.status).toBe(401);
      }
      // The real applicant's own link still opens their page.
      expect(applicationIds((await page('', { token: real.token }).expect(200)).body.data)).toEqual([
        real.id,
      ]);

      // Once the look-alike has applied itself, its new link shows its own application only.
      const own = await applyAs(lookAlike, otherJob.id, real.email);
      expect(own.response.status).toBe(201);
      const again = await lastOutboxId();
      await page('/link', { email: lookAlike }).expect(202);
      const [token, ...more] = await tokensMailedToOthers(again, real.email);
      expect(more).toEqual([]);
      expect(applicationIds((await page('', { token }).expect(200)).body.data)).toEqual([
        own.response.body.data.id,
      ]);
    });

    it("its own status link cannot read, export, download, withdraw or take the real applicant's applications", async () => {
      const real = await realApplicant();
      const lookAlike = of(real.local);
      const { response, tokens } = await applyAs(lookAlike, otherJob.id, real.email);
      expect(response.status).toBe(201);
      const own = response.body.data.id as number;
      expect(tokens).toHaveLength(1);
      const [token] = tokens;

      expect(applicationIds((await page('', { token }).expect(200)).body.data)).toEqual([own]);
      const exported = await page('/export', { token }).expect(200);
      expect(JSON.parse(exported.text).applications.map(({ id }: { id: number }) => id)).toEqual([own]);
      expect(exported.text).not.toContain(real.secret);
      await page('/resume', { token, applicationId: real.id }).expect(404);
      await page('/withdraw', { token, applicationId: real.id }).expect(404);
      await page('/erasure', { token, applicationId: real.id }).expect(404);

      // Changing "its" e-mail moves its own application only.
      const before = await lastOutboxId();
      const thief = `collector${real.id}@example.net`;
      await page('/email', { token, email: thief }).expect(200);
      const [confirm] = await tokensMailedToOthers(before, real.email, EMAIL_CHANGE_TOKEN);
      await page('/email/confirm', { token: confirm }).expect(200);
      const detail = (await adminGet(`/api/admin/job-applications/${real.id}`).expect(200)).body.data;
      expect(detail).toMatchObject({ email: real.email, status: 'pending' });
      expect(detail.erasureRequestedAt ?? null).toBeNull();
      expect((await adminGet(`/api/admin/job-applications/${own}`).expect(200)).body.data.email).toBe(thief);

      // The real applicant's link was neither replaced nor turned off by any of it.
      const status = (await page('', { token: real.token }).expect(200)).body.data;
      expect(status).toMatchObject({ email: real.email, applications: [{ id: real.id, stage: 'received' }] });
    });

    it('applying as it to the same job is a new person (201), not "already applied"', async () => {
      const real = await realApplicant();
      const { response, tokens } = await applyAs(of(real.local), job.id, real.email);
      expect(response.status).toBe(201);
      expect(tokens).toHaveLength(1);
      expect(applicationIds((await page('', { token: tokens[0] }).expect(200)).body.data)).toEqual([
        response.body.data.id,
      ]);
      await page('', { token: real.token }).expect(200);
    });
  });

  describe('an address that only differs in how its domain is written', () => {
    // IDNA maps letter case and full-width letters in a domain to the same ASCII name: the same mailbox.
    const sameDomains = [
      { name: 'upper case', of: (local: string) => `${local}@GMAIL.com` },
      { name: 'full-width letters', of: (local: string) => `${local}@ｇｍａｉｌ.com` },
    ];

    it.each(sameDomains)('is the same person ($name): "already applied" for the same job', async ({ of }) => {
      const real = await realApplicant();
      const again = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(job.id, { email: of(real.local) }))
        .expect(409);
      expect(again.body.message).toBe('You have already applied for this position');
    });

    it.each(sameDomains)(
      'is the same person ($name): "Lost your link?" mails the real inbox only',
      async ({ of }) => {
        const real = await realApplicant();
        const before = await lastOutboxId();
        await page('/link', { email: of(real.local) }).expect(202);
        const mails = await mailsAfter(before);
        expect(mails.map(({ row }) => row.recipient)).toEqual([real.email]);
        const token = TOKEN.exec(mails[0].mail.parsed.text ?? '')![1];
        expect(applicationIds((await page('', { token }).expect(200)).body.data)).toEqual([real.id]);
      },
    );
  });
});
