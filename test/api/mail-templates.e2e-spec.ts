import { randomUUID } from 'node:crypto';
import {
  BULK_MAIL_LIMITS,
  INITIAL_SITE_CONSTANTS as SITE,
  MAIL_TEMPLATE_MESSAGES,
  type AdminJobApplicationDetail,
  type MailPlaceholder,
  type MailTemplate,
} from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS as ARABIC_SITE } from '@uaq/contract/arabic-site-constants';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { nextClientAddress, applicationFor } from './job-applications-fixtures';
import { createJob, mailEnv, outbox, settle } from './mail-outbox-support';

describe.each(TEST_ENGINES)('Mail templates and templated e-mails (%s)', (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let auth: string;
  let job: { id: number; title: string };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    auth = `Bearer ${await api.adminToken()}`;
    job = await createJob(api, { title: 'Pump Fitter <Level 2> & Welder' });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });

  // Each test starts with an empty mailbox, once the previous test's mail has been delivered.
  beforeEach(async () => {
    await settle(300);
    smtp.received.length = 0;
  });

  /** The first message that reached `address` (fails after 20 s). */
  async function mailTo(address: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = smtp.received.find((received) => received.envelopeTo.includes(address));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`No e-mail reached ${address}`);
      await settle(50);
    }
  }

  const admin = (method: 'get' | 'put' | 'post' | 'delete' | 'patch', path: string) =>
    api.request()[method](path).set('Authorization', auth);
  const templates = async () =>
    (await admin('get', '/api/admin/mail-templates').expect(200)).body.data as MailTemplate[];
  const find = (list: MailTemplate[], purpose: string, language: string) =>
    list.find((template) => template.purpose === purpose && template.language === language)!;

  /** Applies (in Arabic with `ar`) and waits for the two e-mails it causes, then forgets them. */
  async function apply(overrides: Record<string, unknown> = {}, language?: 'ar') {
    const body = applicationFor(job.id, overrides);
    const call = api.request().post('/api/job-applications').set('X-Forwarded-For', nextClientAddress());
    const response = await (language ? call.set('Accept-Language', language) : call).send(body).expect(201);
    await smtp.waitForCount(2);
    await settle(200);
    smtp.received.length = 0;
    return { id: response.body.data.id as number, email: body.email };
  }
  const detail = async (id: number) =>
    (await admin('get', `/api/admin/job-applications/${id}`).expect(200)).body
      .data as AdminJobApplicationDetail;

  it('lists every purpose in English and Arabic with its default, and the documented placeholders', async () => {
    const list = await templates();
    expect(list.map((template) => `${template.purpose}/${template.language}`)).toEqual([
      'received/en',
      'received/ar',
      'interview/en',
      'interview/ar',
      'rejection/en',
      'rejection/ar',
      'offer/en',
      'offer/ar',
    ]);
    expect(list.every((template) => template.isDefault)).toBe(true);
    expect(find(list, 'received', 'en').subject).toBe('Your application for {{jobTitle}} at {{companyName}}');

    const placeholders = (await admin('get', '/api/admin/mail-templates/placeholders').expect(200)).body
      .data as MailPlaceholder[];
    expect(placeholders.map((placeholder) => placeholder.name)).toEqual(
      expect.arrayContaining(['applicantName', 'jobTitle', 'companyName']),
    );
    expect(placeholders.find((placeholder) => placeholder.name === 'companyName')).toMatchObject({
      sample: SITE.companyName,
      sampleAr: ARABIC_SITE.companyNameAr,
    });
    expect(placeholders.find((placeholder) => placeholder.name === 'companyAddress')).toMatchObject({
      sample: SITE.officeLocation,
      sampleAr: ARABIC_SITE.officeLocationAr,
    });
  });

  it('refuses an unknown placeholder by name, empty fields and a bad address, and changes nothing', async () => {
    const put = (path: string, body: object) => admin('put', path).send(body);
    const unknown = await put('/api/admin/mail-templates/rejection/en', {
      subject: 'About {{jobTitle}}',
      body: 'Dear {{applicantName}}, your salary is {{salary}}.',
    }).expect(400);
    expect(unknown.body.errors).toEqual({ body: 'Unknown placeholder {{salary}}' });
    expect(unknown.body.message).toBe('Unknown placeholder {{salary}}');

    const empty = await put('/api/admin/mail-templates/rejection/en', { subject: '  ', body: '' }).expect(
      400,
    );
    expect(empty.body.errors).toEqual({
      subject: MAIL_TEMPLATE_MESSAGES.subjectRequired,
      body: MAIL_TEMPLATE_MESSAGES.bodyRequired,
    });
    const unclosed = await put('/api/admin/mail-templates/rejection/en', {
      subject: 'About {{jobTitle',
      body: 'Hello',
    }).expect(400);
    expect(unclosed.body.errors).toEqual({ subject: MAIL_TEMPLATE_MESSAGES.unclosedPlaceholder });
    const missing = await put('/api/admin/mail-templates/rejection/en', { subject: 'Hi' }).expect(400);
    expect(missing.body.errors).toHaveProperty('body');
    const long = await put('/api/admin/mail-templates/rejection/en', {
      subject: 'x'.repeat(201),
      body: 'Hello',
    }).expect(400);
    expect(long.body.errors).toEqual({ subject: MAIL_TEMPLATE_MESSAGES.subjectTooLong });

    const badPurpose = await put('/api/admin/mail-templates/welcome/en', { subject: 'a', body: 'b' }).expect(
      400,
    );
    expect(badPurpose.body.errors).toHaveProperty('purpose');
    const badLanguage = await put('/api/admin/mail-templates/offer/fr', { subject: 'a', body: 'b' }).expect(
      400,
    );
    expect(badLanguage.body.errors).toHaveProperty('language');

    expect(find(await templates(), 'rejection', 'en').isDefault).toBe(true);
  });

  it('previews unsaved text with sample values, escaped in the HTML part', async () => {
    const preview = await admin('post', '/api/admin/mail-templates/preview')
      .send({
        language: 'en',
        subject: 'Hello {{firstName}}',
        body: 'Dear {{applicantName}},\n\n<b>{{jobTitle}}</b>',
      })
      .expect(200);
    expect(preview.body.data.subject).toBe('Hello Aisha');
    expect(preview.body.data.text).toContain('Dear Aisha Rahman,\n\n<b>Fire Alarm Technician</b>');
    expect(preview.body.data.html).toContain('&#60;b&#62;Fire Alarm Technician&#60;/b&#62;');
    expect(preview.body.data.html).not.toContain('<b>');

    const arabic = await admin('post', '/api/admin/mail-templates/preview')
      .send({ language: 'ar', subject: 'مرحبًا {{firstName}}', body: 'نص' })
      .expect(200);
    expect(arabic.body.data.html).toContain('dir="rtl"');

    const refused = await admin('post', '/api/admin/mail-templates/preview')
      .send({ language: 'en', subject: '{{nope}}', body: 'x' })
      .expect(400);
    expect(refused.body.errors).toEqual({ subject: 'Unknown placeholder {{nope}}' });
  });

  it('previews an Arabic template with Arabic values, as it is sent: the confirmation with its status link', async () => {
    const textOf = async (purpose: string) => {
      const { subject, body } = find(await templates(), purpose, 'ar');
      return { subject, body };
    };
    const isolated = (value: string) => `\u2068${value}\u2069`;
    const { text, subject, html } = (
      await admin('post', '/api/admin/mail-templates/preview')
        .send({ purpose: 'received', language: 'ar', ...(await textOf('received')) })
        .expect(200)
    ).body.data as { subject: string; text: string; html: string };
    expect(subject).toBe(
      `طلبك لوظيفة ${isolated('فني إنذار حريق')} لدى ${isolated(ARABIC_SITE.companyNameAr)}`,
    );
    expect(text).toContain(`فريق التوظيف، ${isolated(ARABIC_SITE.companyNameAr)}`);
    // What sending adds under HR's text: the personal status link, to the Arabic page.
    expect(text).toContain('يعرض لك رابطك الشخصي أدناه حالة طلباتك');
    expect(text).toMatch(/اطّلع على حالة طلبك: https:\/\/alraas\.example\/ar\/careers\/status#token=/);
    expect(html).toContain(`>${ARABIC_SITE.companyNameAr}</div>`);

    // Another purpose adds nothing; an unknown purpose is refused by name.
    const rejection = await admin('post', '/api/admin/mail-templates/preview')
      .send({ purpose: 'rejection', language: 'ar', ...(await textOf('rejection')) })
      .expect(200);
    expect(rejection.body.data.text).not.toContain('/careers/status');
    const refused = await admin('post', '/api/admin/mail-templates/preview')
      .send({ purpose: 'welcome', language: 'ar', subject: 'a', body: 'b' })
      .expect(400);
    expect(refused.body.errors).toHaveProperty('purpose');
  });

  it('sends HR’s Arabic rejection on a stage change with notify, filled in and escaped, and records it', async () => {
    await admin('put', '/api/admin/mail-templates/rejection/ar')
      .send({
        subject: 'بخصوص {{jobTitle}}',
        body: 'عزيزي/عزيزتي {{applicantName}}،\n\nشكرًا لاهتمامك بوظيفة {{jobTitle}} لدى {{companyName}}.',
      })
      .expect(200);
    const { id, email } = await apply({ firstName: 'Layla', lastName: "O'Brien" }, 'ar');

    // Notify off: the stage changes, nobody is told, nothing in the history.
    await admin('patch', `/api/admin/job-applications/${id}/status`)
      .send({ status: 'reviewing' })
      .expect(200);
    await admin('patch', `/api/admin/job-applications/${id}/status`)
      .send({ status: 'shortlisted', notifyApplicant: false })
      .expect(200);
    await settle();
    expect(smtp.received).toHaveLength(0);
    expect((await detail(id)).mailsSent).toEqual([]);

    await admin('patch', `/api/admin/job-applications/${id}/status`)
      .send({ status: 'rejected', notifyApplicant: true, confirm: true })
      .expect(200);
    const [mail] = await smtp.waitForCount(1);
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.parsed.subject).toBe('بخصوص \u2068Pump Fitter <Level 2> & Welder\u2069');
    expect(mail.parsed.text).toContain("عزيزي/عزيزتي \u2068Layla O'Brien\u2069،");
    // The company by its Arabic trade name; the job has no Arabic title, so its English one, kept whole.
    // Its own final full stop («ذ.م.م.») and the sentence's make one.
    expect(mail.parsed.text).toContain(`لدى \u2068${ARABIC_SITE.companyNameAr.replace(/\.$/, '')}\u2069.`);
    expect(mail.parsed.text).not.toContain('.\u2069.');
    expect(mail.parsed.html).toContain('dir="rtl"');
    expect(mail.parsed.html).toContain('Pump Fitter &#60;Level 2&#62; &#38; Welder');
    expect(mail.parsed.html).toContain('O&#39;Brien');
    expect(mail.parsed.html).not.toContain('<Level 2>');

    const history = await detail(id);
    expect(history.mailsSent).toEqual([
      expect.objectContaining({ purpose: 'rejection', language: 'ar', sentBy: 'test-admin' }),
    ]);
    const audit = await admin('get', '/api/admin/audit?action=application.mailed').expect(200);
    expect(audit.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ targetType: 'application', targetId: id })]),
    );
  });

  it('restores the default, which the next e-mail uses', async () => {
    const restored = await admin('delete', '/api/admin/mail-templates/rejection/ar').expect(200);
    expect(restored.body.data).toMatchObject({ isDefault: true, subject: 'طلبك لوظيفة {{jobTitle}}' });
    expect(find(await templates(), 'rejection', 'ar').isDefault).toBe(true);

    const { id } = await apply({}, 'ar');
    await admin('patch', `/api/admin/job-applications/${id}/status`)
      .send({ status: 'rejected', notifyApplicant: true, confirm: true })
      .expect(200);
    const [mail] = await smtp.waitForCount(1);
    expect(mail.parsed.subject).toBe('طلبك لوظيفة \u2068Pump Fitter <Level 2> & Welder\u2069');
  });

  it('writes the confirmation after applying from HR’s received template', async () => {
    const saved = await admin('put', '/api/admin/mail-templates/received/en')
      .send({ subject: 'Thanks, {{firstName}}', body: 'We got your application for {{jobTitle}}.' })
      .expect(200);
    expect(saved.body.data).toMatchObject({ isDefault: false, updatedBy: 'test-admin' });
    const body = applicationFor(job.id, { firstName: 'Omar' });
    await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(body)
      .expect(201);
    const confirmation = await mailTo(body.email);
    expect(confirmation.parsed.subject).toBe('Thanks, Omar');
    expect(confirmation.parsed.text).toContain('We got your application for Pump Fitter <Level 2> & Welder.');
    await admin('delete', '/api/admin/mail-templates/received/en').expect(200);
  });

  it('rejects in bulk and e-mails each applicant once through the outbox, even when the request repeats', async () => {
    const english = await apply({ firstName: 'Sara', lastName: 'Ali' });
    const arabic = await apply({ firstName: 'Huda', lastName: 'Nasser' }, 'ar');
    const ids = [english.id, arabic.id];
    const request = { ids, purpose: 'rejection', status: 'rejected', requestId: randomUUID(), confirm: true };

    const first = await admin('post', '/api/admin/job-applications/mails').send(request).expect(200);
    expect(first.body.data).toEqual({ queued: 2, repeated: false });
    const mails = await smtp.waitForCount(2);
    // A double click: the same request again sends nothing more.
    const again = await admin('post', '/api/admin/job-applications/mails').send(request).expect(200);
    expect(again.body.data).toEqual({ queued: 0, repeated: true });
    await settle();
    expect(smtp.received).toHaveLength(2);

    const toEnglish = mails.find((mail) => mail.envelopeTo.includes(english.email))!;
    expect(toEnglish.parsed.subject).toBe('Your application for Pump Fitter <Level 2> & Welder');
    expect(toEnglish.parsed.text).toContain('Dear Sara Ali,');
    const toArabic = mails.find((mail) => mail.envelopeTo.includes(arabic.email))!;
    expect(toArabic.parsed.text).toContain('عزيزي/عزيزتي \u2068Huda Nasser\u2069،');

    for (const id of ids) {
      const application = await detail(id);
      expect(application.status).toBe('rejected');
      expect(application.statusHistory.at(-1)).toMatchObject({ to: 'rejected', changedBy: 'test-admin' });
      expect(application.mailsSent).toEqual([
        expect.objectContaining({ purpose: 'rejection', sentBy: 'test-admin' }),
      ]);
    }
    const sent = (await outbox(api)).filter((row) => row.template === 'rejection');
    expect(sent.filter((row) => [english.email, arabic.email].includes(row.recipient))).toHaveLength(2);
  });

  it('refuses a bulk request that is too large, names unknown ids, and sends nothing', async () => {
    const { id } = await apply();
    const send = (body: object) => admin('post', '/api/admin/job-applications/mails').send(body);
    const tooMany = Array.from({ length: BULK_MAIL_LIMITS.ids + 1 }, (_, index) => index + 1);
    const large = await send({ ids: tooMany, purpose: 'offer', requestId: randomUUID() }).expect(400);
    expect(large.body.errors).toEqual({ ids: MAIL_TEMPLATE_MESSAGES.idsTooMany });
    const bad = await send({ ids: [id], purpose: 'welcome', requestId: 'twice' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['purpose', 'requestId']);
    const unknown = await send({ ids: [id, 99_999_999], purpose: 'offer', requestId: randomUUID() }).expect(
      404,
    );
    expect(unknown.body.message).toContain('99999999');
    await settle();
    expect(smtp.received).toHaveLength(0);
    expect((await detail(id)).mailsSent).toEqual([]);
  });

  it('keeps the template routes for signed-in admins', async () => {
    await api.request().get('/api/admin/mail-templates').expect(401);
    await api.request().post('/api/admin/job-applications/mails').send({}).expect(401);
  });
});
