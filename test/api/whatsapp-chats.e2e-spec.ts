import { DataSource } from 'typeorm';
import {
  INITIAL_SITE_CONSTANTS as SITE,
  WHATSAPP_MESSAGES,
  WHATSAPP_TEXT_LIMIT,
  type AdminJobApplicationDetail,
  type MailTemplate,
  type WhatsAppChat,
  type WhatsAppStep,
} from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS as ARABIC_SITE } from '@uaq/contract/arabic-site-constants';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

/** The message a wa.me link carries, as WhatsApp reads it. */
const textOf = (url: string) => new URL(url).searchParams.get('text')!;

describe.each(TEST_ENGINES)('WhatsApp from the tracker (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let job: { id: number };

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    job = await createJob(api, { title: 'Sprinkler Fitter', titleAr: 'فني رشاشات' });
  });
  afterAll(() => api?.close());

  const admin = (method: 'get' | 'put' | 'post' | 'delete', path: string) =>
    api.request()[method](path).set('Authorization', auth);

  async function apply(overrides: Record<string, unknown> = {}, language: 'en' | 'ar' = 'en') {
    const response = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Accept-Language', language)
      .send(applicationFor(job.id, overrides))
      .expect(201);
    return response.body.data.id as number;
  }
  const detail = async (id: number) =>
    (await admin('get', `/api/admin/job-applications/${id}`).expect(200)).body
      .data as AdminJobApplicationDetail;
  const chat = (id: number) => admin('post', `/api/admin/job-applications/${id}/whatsapp`);

  it('opens a chat with the mobile number in E.164 and the template written in English, recorded first', async () => {
    const id = await apply({ firstName: 'Omar', phone: '050 123 4567' });
    const response = await chat(id).expect(201);
    const opened = response.body.data as WhatsAppChat;

    expect(opened.url.startsWith('https://wa.me/971501234567?text=')).toBe(true);
    const text = textOf(opened.url);
    expect(text).toContain('Hello Omar');
    expect(text).toContain('Sprinkler Fitter');
    expect(text).toContain(SITE.companyName);
    expect(text).not.toContain('{{');
    // The history entry the answer names is in the application's history.
    const { whatsappContacts } = await detail(id);
    expect(whatsappContacts).toEqual([opened.contact]);
    expect(opened.contact).toMatchObject({
      phone: '+971501234567',
      language: 'en',
      template: { purpose: 'whatsapp', savedAt: null },
      text,
      contactedBy: 'test-admin',
    });
  });

  it("writes the message in the applicant's language: Arabic for an Arabic application", async () => {
    const id = await apply({ firstName: 'سالم', phone: '+971 55 765 4321' }, 'ar');
    const opened = (await chat(id).expect(201)).body.data as WhatsAppChat;
    expect(opened.url.startsWith('https://wa.me/971557654321?text=')).toBe(true);
    const text = textOf(opened.url);
    expect(text).toContain('مرحبًا');
    expect(text).toContain('فني رشاشات');
    expect(text).toContain(ARABIC_SITE.companyNameAr);
    expect(opened.contact.language).toBe('ar');
  });

  it('refuses a landline and a missing number with a clear message, recording nothing', async () => {
    const landline = await apply({ phone: '06 765 4321' });
    const refused = await chat(landline).expect(409);
    expect(refused.body.message).toBe(WHATSAPP_MESSAGES.notMobile('06 765 4321'));
    expect((await detail(landline)).whatsappContacts).toEqual([]);

    const missing = await apply();
    // An application whose number was never given (as before the phone became required).
    await api.app.get(DataSource).query('UPDATE job_applications SET phone = ? WHERE id = ?', ['', missing]);
    expect((await chat(missing).expect(409)).body.message).toBe(WHATSAPP_MESSAGES.noPhone);
    expect((await detail(missing)).whatsappContacts).toEqual([]);

    await chat(999_999).expect(404);
  });

  it('steps through a selection one chat at a time, skipping those without a mobile, each recorded', async () => {
    const first = await apply({ firstName: 'Ravi', phone: '+971 52 111 2222' });
    const landline = await apply({ firstName: 'Joseph', phone: '+971 6 765 4321' });
    const last = await apply({ firstName: 'Imran', phone: '00971 56 333 4444' });
    const step = async (ids: number[]) =>
      (await admin('post', '/api/admin/job-applications/whatsapp/next').send({ ids }).expect(200)).body
        .data as WhatsAppStep;

    const one = await step([first, landline, last]);
    expect(one.chat).toMatchObject({ applicationId: first, fullName: 'Ravi Rahman' });
    expect(one.chat!.url.startsWith('https://wa.me/971521112222?')).toBe(true);
    expect(one).toMatchObject({ skipped: [], remaining: [landline, last] });
    expect((await detail(first)).whatsappContacts).toHaveLength(1);
    expect((await detail(last)).whatsappContacts).toHaveLength(0);

    const two = await step(one.remaining);
    expect(two.skipped).toEqual([
      expect.objectContaining({ id: landline, code: 'whatsapp.notMobile', fullName: 'Joseph Rahman' }),
    ]);
    expect(two.chat).toMatchObject({ applicationId: last });
    expect(two.chat!.url.startsWith('https://wa.me/971563334444?')).toBe(true);
    expect(two.remaining).toEqual([]);
    expect((await detail(last)).whatsappContacts).toHaveLength(1);
    expect((await detail(landline)).whatsappContacts).toHaveLength(0);

    // Unknown ids: a 404 naming them, and nothing recorded for the known ones.
    const unknown = await admin('post', '/api/admin/job-applications/whatsapp/next')
      .send({ ids: [first, 999_998] })
      .expect(404);
    expect(unknown.body.message).toContain('999998');
    expect((await detail(first)).whatsappContacts).toHaveLength(1);
    await admin('post', '/api/admin/job-applications/whatsapp/next').send({ ids: [] }).expect(400);
  });

  describe('the WhatsApp template', () => {
    const templates = async () =>
      (await admin('get', '/api/admin/mail-templates').expect(200)).body.data as MailTemplate[];

    it('is a purpose of the templates, in English and Arabic, without a subject', async () => {
      const whatsapp = (await templates()).filter((template) => template.purpose === 'whatsapp');
      expect(whatsapp.map((template) => template.language)).toEqual(['en', 'ar']);
      expect(whatsapp.every((template) => template.subject === '' && template.body.includes('{{'))).toBe(
        true,
      );
    });

    it('refuses a subject, a text longer than a chat message and an unknown placeholder', async () => {
      const put = (body: object) => admin('put', '/api/admin/mail-templates/whatsapp/en').send(body);
      expect((await put({ subject: 'Hello', body: 'Hi' }).expect(400)).body.errors).toEqual({
        subject: WHATSAPP_MESSAGES.noSubject,
      });
      expect(
        (await put({ subject: '', body: 'x'.repeat(WHATSAPP_TEXT_LIMIT + 1) }).expect(400)).body.errors,
      ).toEqual({ body: WHATSAPP_MESSAGES.bodyTooLong });
      await put({ subject: '', body: 'Hi {{salary}}' }).expect(400);
      expect(
        (await templates()).find((t) => t.purpose === 'whatsapp' && t.language === 'en')!.isDefault,
      ).toBe(true);
    });

    it("writes HR's saved version, placeholders filled, and keeps a filled message within the limit", async () => {
      const long = 'Dear {{firstName}}, about {{jobTitle}}: ' + 'please call us. '.repeat(60);
      expect(long.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
      await admin('put', '/api/admin/mail-templates/whatsapp/en')
        .send({ subject: '', body: long })
        .expect(200);

      const id = await apply({ firstName: 'A'.repeat(100), phone: '050 999 8888' });
      const opened = (await chat(id).expect(201)).body.data as WhatsAppChat;
      const text = textOf(opened.url);
      expect(text.startsWith(`Dear ${'A'.repeat(100)}, about Sprinkler Fitter: please call us.`)).toBe(true);
      expect(text.length).toBeLessThanOrEqual(WHATSAPP_TEXT_LIMIT);
      expect(text.endsWith('…')).toBe(true);
      expect(opened.contact.template.savedAt).toEqual(expect.any(String));

      await admin('delete', '/api/admin/mail-templates/whatsapp/en').expect(200);
    });
  });
});
