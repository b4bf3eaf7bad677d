import { readdirSync } from 'node:fs';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';
import { mailEnv, outbox, settle } from './mail-outbox-support';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = /#token=([A-Za-z0-9_-]{43})/;
const EMAIL_CHANGE_TOKEN = /#email-change=([A-Za-z0-9_-]{43})/;

/** The applicant's status page behind a personal link, both languages. */
describe.each(TEST_ENGINES)('Applicant status page (%s)', (engine) => {
  let api: ApiTestApp;
  let smtp: SmtpTestServer;
  let auth: string;
  let now: Date;
  let job: { id: number };
  let otherJob: { id: number };
  let applicantCount = 0;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, {
      extraEnv: mailEnv(smtp, { APPLICANT_LINK_DAYS: '180', APPLICANT_ERASURE_DAYS: '30' }),
    });
    auth = `Bearer ${await api.adminToken()}`;
    now = new Date();
    // One "now" for the date rules and the scheduler, moved by the tests instead of waiting.
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
    job = await createJob(api, { title: 'Fire Alarm Technician', titleAr: 'فني إنذار حريق' });
    otherJob = await createJob(api, { title: 'Sprinkler Fitter' });
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  };
  const page = (path: string, body: object, language?: string) => {
    const call = api
      .request()
      .post(`/api/applicant-status${path}`)
      .set('X-Forwarded-For', nextClientAddress());
    return (language ? call.set('Accept-Language', language) : call).send(body);
  };
  const newEmail = () => {
    applicantCount += 1;
    return `status-applicant${applicantCount}@example.com`;
  };

  /** The newest message to `recipient` whose text matches `pattern`, bounded by a deadline. */
  async function mailTo(recipient: string, pattern: RegExp, after = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const found = smtp.received
        .slice(after)
        .filter((mail) => mail.envelopeTo.includes(recipient) && pattern.test(mail.parsed.text ?? ''));
      if (found.length > 0) return found[found.length - 1];
      if (Date.now() > deadline) throw new Error(`No mail to ${recipient} matching ${pattern}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const tokenIn = (mail: ReceivedMail, pattern = TOKEN) => pattern.exec(mail.parsed.text ?? '')![1];

  /** Applies (in `language` when given) and returns the application's id and the link from its confirmation. */
  async function apply(email: string, jobId = job.id, language?: string) {
    const before = smtp.received.length;
    const call = api.request().post('/api/job-applications').set('X-Forwarded-For', nextClientAddress());
    const response = await (language ? call.set('Accept-Language', language) : call)
      .send(applicationFor(jobId, { email }))
      .expect(201);
    const mail = await mailTo(email, TOKEN, before);
    return { id: response.body.data.id as number, token: tokenIn(mail), mail };
  }

  const statusOf = async (token: string) => (await page('', { token }).expect(200)).body.data;

  describe('upcoming interviews', () => {
    it('lists an interview HR scheduled, in its time zone and place, and not once it is cancelled', async () => {
      const { id, token } = await apply(newEmail());
      const interviewers = (await admin.get('/api/admin/interviews/interviewers').expect(200)).body.data;
      const starts = new Date(now.getTime() + 10 * DAY_MS);
      const date = starts.toISOString().slice(0, 10);
      const scheduled = (
        await admin
          .post(`/api/admin/job-applications/${id}/interviews`)
          .send({
            date,
            time: '10:00',
            durationMinutes: 45,
            location: 'Head office, Al Raas, Umm Al Quwain',
            interviewerIds: [interviewers[0].id],
          })
          .expect(201)
      ).body.data;

      expect((await statusOf(token)).interviews).toEqual([
        {
          applicationId: id,
          // 10:00 in Asia/Dubai (UTC+4) is 06:00 UTC.
          startsAt: `${date}T06:00:00.000Z`,
          endsAt: `${date}T06:45:00.000Z`,
          timeZone: 'Asia/Dubai',
          location: 'Head office, Al Raas, Umm Al Quwain',
          meetingUrl: null,
        },
      ]);
      await admin.post(`/api/admin/interviews/${scheduled.id}/cancel`).expect(200);
      expect((await statusOf(token)).interviews).toEqual([]);
    });
  });

  describe('the link in the confirmation e-mail', () => {
    it('leads to the English page for an English application, to /ar for an Arabic one', async () => {
      const english = await apply(newEmail());
      expect(english.mail.parsed.text).toContain(
        `https://alraas.example/careers/status#token=${english.token}`,
      );
      expect(english.mail.parsed.html).toContain(
        `href="https://alraas.example/careers/status#token=${english.token}"`,
      );
      expect(english.mail.parsed.text).toContain('180 days');

      const arabic = await apply(newEmail(), job.id, 'ar');
      expect(arabic.mail.parsed.text).toContain(
        `https://alraas.example/ar/careers/status#token=${arabic.token}`,
      );
      expect(arabic.mail.parsed.text).toContain('اطّلع على حالة طلبك');
      expect((await statusOf(arabic.token)).language).toBe('ar');
    });

    it("shows every application of the address in applicants' words, with an empty interviews slot", async () => {
      const email = newEmail();
      const first = await apply(email);
      const second = await apply(email, otherJob.id);
      await admin
        .patch(`/api/admin/job-applications/${first.id}/status`)
        .send({ status: 'shortlisted' })
        .expect(200);

      const response = await page('', { token: second.token }).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body.data).toMatchObject({
        email,
        phone: '+971 50 000 0000',
        interviews: [],
        applications: [
          { id: second.id, jobTitle: 'Sprinkler Fitter', stage: 'received', canWithdraw: true },
          {
            id: first.id,
            jobTitle: 'Fire Alarm Technician',
            jobTitleAr: 'فني إنذار حريق',
            stage: 'interview',
          },
        ],
      });
      expect(JSON.stringify(response.body)).not.toMatch(/shortlisted|pending/);
      // Every link the applicant was sent keeps working: the second application's did not turn the first off.
      const firstLink = await page('', { token: first.token }).expect(200);
      expect(firstLink.body.data.applications.map((row: { id: number }) => row.id)).toEqual([
        second.id,
        first.id,
      ]);
    });
  });

  describe('links that must not work', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await apply(newEmail()));
    });

    it('refuses a tampered, made-up or missing token with a clear message, in English and Arabic', async () => {
      const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      expect((await page('', { token: tampered }).expect(401)).body.message).toMatch(/not valid/);
      expect((await page('', { token: tampered }, 'ar').expect(401)).body.message).toBe(
        'هذا الرابط غير صالح أو أُلغي. يمكنك طلب رابط جديد أدناه.',
      );
      await page('', { token: 'x'.repeat(43) }).expect(401);
      const missing = await page('', {}).expect(400);
      expect(missing.body.errors.token).toMatch(/incomplete/);
      await page('', { token: 'a'.repeat(5000) }).expect(400);
      await page('', { token: ['array'] }).expect(400);
      await page('', { token, extra: 1 }).expect(400);
    });

    it('refuses an expired link (clock moved past its validity) and takes it again before', async () => {
      const start = now;
      now = new Date(start.getTime() + 179 * DAY_MS);
      await page('', { token }).expect(200);
      now = new Date(start.getTime() + 181 * DAY_MS);
      expect((await page('', { token }).expect(401)).body.message).toMatch(/expired/);
      expect((await page('', { token }, 'ar').expect(401)).body.message).toMatch(/انتهت صلاحية/);
      now = start;
      await page('', { token }).expect(200);
    });

    it('stops a link the applicant turned off, and one HR turned off', async () => {
      await page('/revoke', { token }).expect(200);
      await page('', { token }).expect(401);

      const email = newEmail();
      const { id, token: second } = await apply(email);
      await statusOf(second);
      const revoked = await admin.post(`/api/admin/job-applications/${id}/status-links/revoke`).expect(200);
      expect(revoked.body.data).toEqual({ revoked: 1 });
      await page('', { token: second }).expect(401);
      const audit = await admin.get('/api/admin/audit?action=applicant.links-revoked').expect(200);
      expect(audit.body.data.length).toBeGreaterThanOrEqual(2);
    });

    it('never answers a GET with anything but the API 404', async () => {
      await api.request().get(`/api/applicant-status?token=${token}`).expect(404);
    });
  });

  describe('withdrawing', () => {
    it("ends the application with status withdrawn, in its history, the audit and HR's filter", async () => {
      const email = newEmail();
      const { id, token } = await apply(email);
      const answer = await page('/withdraw', { token, applicationId: id }).expect(200);
      expect(answer.body.message).toBe('Your application has been withdrawn.');

      const [application] = (await statusOf(token)).applications;
      expect(application).toMatchObject({ id, stage: 'withdrawn', canWithdraw: false });
      const detail = await admin.get(`/api/admin/job-applications/${id}`).expect(200);
      expect(detail.body.data.status).toBe('withdrawn');
      expect(detail.body.data.statusHistory.at(-1)).toMatchObject({
        from: 'pending',
        to: 'withdrawn',
        changedBy: 'applicant',
      });
      const filtered = await admin.get(`/api/admin/job-applications?status=withdrawn&q=${email}`).expect(200);
      expect(filtered.body.data.map((row: { id: number }) => row.id)).toEqual([id]);
      const audit = await admin.get('/api/admin/audit?action=application.withdrawn').expect(200);
      expect(audit.body.data.some((event: { targetId: number }) => event.targetId === id)).toBe(true);

      expect((await page('/withdraw', { token, applicationId: id }, 'ar').expect(409)).body.message).toBe(
        'لم يعد بالإمكان سحب هذا الطلب',
      );
      // HR's funnel counts it apart from rejections.
      const funnel = await admin.get(`/api/admin/reports/funnel?jobId=${job.id}`).expect(200);
      expect(funnel.body.data).toMatchObject({ withdrawn: 1, rejected: 0 });
      // Withdrawn frees the applicant to apply for the same job again.
      await apply(email);
    });

    it("treats someone else's application as not found and changes nothing", async () => {
      const mine = await apply(newEmail());
      const theirs = await apply(newEmail());
      await page('/withdraw', { token: mine.token, applicationId: theirs.id }).expect(404);
      await page('/withdraw', { token: mine.token, applicationId: 'one' }).expect(400);
      expect((await statusOf(theirs.token)).applications[0].stage).toBe('received');
    });
  });

  describe('a copy of the data', () => {
    it('downloads every application as JSON without HR notes or staff names, and the resume sent', async () => {
      const email = newEmail();
      const sent = await applyWithResume(api, applicationFor(job.id, { email }), {
        content: pdfResume(),
        name: 'my-cv.pdf',
        type: 'application/pdf',
      }).expect(201);
      const id = sent.body.data.id as number;
      const token = tokenIn(await mailTo(email, TOKEN));
      await admin
        .post(`/api/admin/job-applications/${id}/notes`)
        .send({ text: 'Internal: strong panel skills' })
        .expect(201);
      await admin.patch(`/api/admin/job-applications/${id}/status`).send({ status: 'reviewing' }).expect(200);

      const download = await page('/export', { token }).expect(200);
      expect(download.headers['content-disposition']).toMatch(/attachment; filename="my-applications.json"/);
      expect(download.headers['cache-control']).toBe('no-store');
      const data = JSON.parse(download.text);
      expect(data).toMatchObject({
        email,
        applications: [
          {
            id,
            jobTitle: 'Fire Alarm Technician',
            coverLetter: expect.stringContaining('addressable'),
            stage: 'under-review',
            stageHistory: [{ stage: 'under-review' }],
            resume: { fileName: 'my-cv.pdf', contentType: 'application/pdf' },
          },
        ],
      });
      expect(download.text).not.toContain('Internal: strong panel skills');
      expect(download.text).not.toContain('test-admin');

      const resume = await page('/resume', { token, applicationId: id })
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(resume.body as Buffer, pdfResume())).toBe(0);
    });
  });

  describe('erasure', () => {
    const storedResumes = () =>
      readdirSync(api.env.UPLOADS_DIR).filter((name) => /^[0-9a-f-]{36}\.pdf$/.test(name)).length;
    const applyWithCv = async (email: string) => {
      const response = await applyWithResume(api, applicationFor(job.id, { email }), {
        content: pdfResume(),
        name: 'cv.pdf',
      }).expect(201);
      return { id: response.body.data.id as number, token: tokenIn(await mailTo(email, TOKEN)) };
    };

    it('is shown to HR, who confirms it: the application and its resume are gone', async () => {
      const { id, token } = await applyWithCv(newEmail());
      const files = storedResumes();
      const asked = await page('/erasure', { token, applicationId: id }, 'ar').expect(200);
      expect(asked.body.message).toMatch(/استلمنا طلبك/);
      const [application] = (await statusOf(token)).applications;
      expect(application.erasureRequestedAt).toEqual(expect.any(String));
      expect(
        new Date(application.erasureDueAt).getTime() - new Date(application.erasureRequestedAt).getTime(),
      ).toBe(30 * DAY_MS);

      const detail = await admin.get(`/api/admin/job-applications/${id}`).expect(200);
      expect(detail.body.data.erasureRequestedAt).toBe(application.erasureRequestedAt);
      await admin.delete(`/api/admin/job-applications/${id}`).expect(200);
      await admin.get(`/api/admin/job-applications/${id}`).expect(404);
      expect(storedResumes()).toBe(files - 1);
      // The address's last application is gone, and with it the link that named the address.
      await page('', { token }).expect(401);
    });

    it('keeps the link while the address has another application', async () => {
      const email = newEmail();
      const first = await apply(email);
      const second = await apply(email, otherJob.id);
      await admin.delete(`/api/admin/job-applications/${first.id}`).expect(200);
      expect((await statusOf(second.token)).applications.map((row: { id: number }) => row.id)).toEqual([
        second.id,
      ]);
    });

    it('is carried out by the erasure job once the period is over, not before', async () => {
      const start = now;
      const { id, token } = await applyWithCv(newEmail());
      await page('/erasure', { token, applicationId: id }).expect(200);
      const files = storedResumes();
      const jobs = api.app.get(ScheduledJobsService);

      now = new Date(start.getTime() + 29 * DAY_MS);
      await jobs.runDue();
      await admin.get(`/api/admin/job-applications/${id}`).expect(200);

      now = new Date(start.getTime() + 30 * DAY_MS + 2 * 60 * 60 * 1000);
      expect(await jobs.runDue()).toContain('applicant-erasure');
      await admin.get(`/api/admin/job-applications/${id}`).expect(404);
      expect(storedResumes()).toBe(files - 1);
      const audit = await admin.get('/api/admin/audit?action=application.erased-on-request').expect(200);
      expect(audit.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ targetId: id, actorUsername: 'erasure job' })]),
      );
      now = start;
    });
  });

  describe('corrections', () => {
    it('refuses a bad phone number with the field named, in both languages, and keeps the old one', async () => {
      const { id, token } = await apply(newEmail());
      const english = await page('/phone', { token, phone: 'call me maybe' }).expect(400);
      expect(english.body.errors.phone).toEqual(expect.any(String));
      const arabic = await page('/phone', { token, phone: '12' }, 'ar').expect(400);
      expect(arabic.body.errors.phone).toMatch(/[\u0600-\u06ff]/);
      await page('/phone', { token, phone: '' }).expect(400);
      expect((await admin.get(`/api/admin/job-applications/${id}`).expect(200)).body.data.phone).toBe(
        '+971 50 000 0000',
      );

      await page('/phone', { token, phone: '050 123 4567' }).expect(200);
      expect((await admin.get(`/api/admin/job-applications/${id}`).expect(200)).body.data.phone).toBe(
        '050 123 4567',
      );
      expect((await statusOf(token)).phone).toBe('050 123 4567');
    });

    it('changes the e-mail address only once the new address confirms it', async () => {
      const email = newEmail();
      const target = newEmail();
      const { id, token } = await apply(email);
      await page('/email', { token, email: 'not-an-address' }).expect(400);
      expect(
        (await page('/email', { token, email: email.replace('example.com', 'EXAMPLE.com') }).expect(400)).body
          .errors.email,
      ).toMatch(/already/);

      const before = smtp.received.length;
      await page('/email', { token, email: target }).expect(200);
      const confirmMail = await mailTo(target, EMAIL_CHANGE_TOKEN, before);
      expect(confirmMail.parsed.text).toContain('https://alraas.example/careers/status#email-change=');
      // Nothing has changed yet.
      expect((await statusOf(token)).email).toBe(email);

      const confirmToken = tokenIn(confirmMail, EMAIL_CHANGE_TOKEN);
      await page('/email/confirm', { token: 'y'.repeat(43) }).expect(401);
      await page('/email/confirm', { token: confirmToken }).expect(200);
      await page('/email/confirm', { token: confirmToken }).expect(401);
      await page('', { token }).expect(401);
      const detail = (await admin.get(`/api/admin/job-applications/${id}`).expect(200)).body.data;
      expect(detail.email).toBe(target);
      // HR sees that the address changed, from what, and when.
      expect(detail.emailChanges).toEqual([{ from: email, to: target, changedAt: expect.any(String) }]);
      // Kept to the second, as the database keeps times.
      expect(Math.abs(Date.parse(detail.emailChanges[0].changedAt) - now.getTime())).toBeLessThan(1000);
      const fresh = tokenIn(await mailTo(target, TOKEN, before));
      expect((await statusOf(fresh)).applications.map((row: { id: number }) => row.id)).toEqual([id]);
    });
  });

  describe('"Lost your link?"', () => {
    it('mails a new link to an address with applications, and answers the same for any other', async () => {
      const email = newEmail();
      const { token: old } = await apply(email);
      const before = smtp.received.length;
      const known = await page('/link', { email: email.replace('example.com', 'Example.COM') }).expect(202);
      const unknown = await page('/link', { email: 'nobody-applied@example.com' }).expect(202);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.message).toMatch(/If we have applications for this address/);
      const arabic = await page('/link', { email: 'nobody-else@example.com' }, 'ar').expect(202);
      expect(arabic.body.message).toMatch(/[\u0600-\u06ff]/);

      const fresh = tokenIn(await mailTo(email, TOKEN, before));
      expect(fresh).not.toBe(old);
      // A new link does not turn off the one the applicant may still be using.
      await statusOf(old);
      await statusOf(fresh);
      await settle();
      expect((await outbox(api)).some((row) => row.recipient === 'nobody-applied@example.com')).toBe(false);
      await page('/link', { email: 'not an address' }).expect(400);
    });

    it('is rate limited per connection like the other public forms', async () => {
      const address = nextClientAddress();
      const ask = () =>
        api
          .request()
          .post('/api/applicant-status/link')
          .set('X-Forwarded-For', address)
          .send({ email: newEmail() });
      for (let attempt = 0; attempt < 5; attempt += 1) await ask().expect(202);
      expect((await ask().expect(429)).body.message).toMatch(/Too many requests/);
    });
  });
});
