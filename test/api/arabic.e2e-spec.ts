import { DataSource } from 'typeorm';
import {
  APPLICATION_MESSAGES,
  CONTACT_MESSAGES,
  ENQUIRY_MESSAGES,
  QUOTE_MESSAGES,
  REQUEST_MESSAGES,
} from '@uaq/contract';
import {
  APPLICATION_MESSAGES_AR,
  CONTACT_MESSAGES_AR,
  ENQUIRY_MESSAGES_AR,
  QUOTE_MESSAGES_AR,
  REQUEST_MESSAGES_AR,
} from '@uaq/contract/messages.ar';
import { PHONE_MESSAGES } from '@uaq/contract/phone';
import { PHONE_MESSAGES_AR } from '@uaq/contract/phone-messages.ar';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  JOB_INPUT as JOB_FIELDS,
  applicationFor,
  createJob,
  nextClientAddress,
} from './job-applications-fixtures';
import { outbox } from './mail-outbox-support';

const ENQUIRY = {
  name: 'Fatima Al Shamsi',
  email: 'fatima@example.com',
  subject: 'fire-alarm',
  message: 'نرغب في عقد صيانة سنوي لنظام إنذار الحريق في مبنى من ستة طوابق.',
};
const QUOTE = {
  name: 'Fatima Al Shamsi',
  email: 'fatima@example.com',
  phone: '+971 50 000 0002',
  emirate: 'umm-al-quwain',
  buildingType: 'villa',
  services: ['fire-alarm'],
  amc: true,
  preferredContact: 'whatsapp',
  consent: true,
};

describe.each(TEST_ENGINES)('Arabic on the server (%s)', (engine) => {
  let api: ApiTestApp;
  let job: { id: number; title: string };
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    job = await createJob(api, { title: 'Fire Alarm Technician' });
  });
  afterAll(() => api.close());

  const post = (path: string, language?: string, from = nextClientAddress()) => {
    const call = api.request().post(path).set('X-Forwarded-For', from);
    return language === undefined ? call : call.set('Accept-Language', language);
  };
  const languageStored = async (table: string, id: number | undefined, email: string) => {
    const rows: Array<{ language: string }> = await api.app
      .get(DataSource)
      .query(
        id === undefined
          ? `SELECT language FROM ${table} WHERE email = ? ORDER BY id DESC`
          : `SELECT language FROM ${table} WHERE id = ?`,
        [id ?? email],
      );
    return rows[0]?.language;
  };

  describe('apply form', () => {
    it('names each bad field in Arabic for Accept-Language: ar', async () => {
      const response = await post('/api/job-applications', 'ar')
        .send(applicationFor(job.id, { email: 'not-an-email', phone: '', consent: false }))
        .expect(400);
      expect(response.body).toEqual({
        success: false,
        statusCode: 400,
        message: expect.any(String),
        code: expect.stringMatching(/^application\./),
        errors: {
          email: APPLICATION_MESSAGES_AR.emailInvalid,
          phone: APPLICATION_MESSAGES_AR.phoneRequired,
          consent: APPLICATION_MESSAGES_AR.consentRequired,
        },
        fieldCodes: {
          email: 'application.emailInvalid',
          phone: 'application.phoneRequired',
          consent: 'application.consentRequired',
        },
      });
      expect(Object.values(response.body.errors)).toContain(response.body.message);
      expect(response.headers.vary).toMatch(/Accept-Language/i);
    });

    it('refuses a phone number that is not one, in plain words in both languages', async () => {
      const arabic = await post('/api/job-applications', 'ar')
        .send(applicationFor(job.id, { phone: 'abc' }))
        .expect(400);
      expect(arabic.body.errors).toEqual({ phone: PHONE_MESSAGES_AR.phoneInvalid });
      const english = await post('/api/job-applications')
        .send(applicationFor(job.id, { phone: '050 12' }))
        .expect(400);
      expect(english.body.errors).toEqual({ phone: PHONE_MESSAGES.phoneInvalid });
      for (const path of ['/api/contact', '/api/quote-requests']) {
        const body = path === '/api/contact' ? { ...ENQUIRY, phone: 'abc' } : { ...QUOTE, phone: 'abc' };
        const refused = await post(path, 'ar').send(body).expect(400);
        expect(refused.body.errors).toEqual({ phone: PHONE_MESSAGES_AR.phoneInvalid });
      }
      await post('/api/contact', 'ar')
        .send({ ...ENQUIRY, phone: '06 766 0000' })
        .expect(201);
      await post('/api/quote-requests')
        .send({ ...QUOTE, phone: '+44 20 7946 0958' })
        .expect(201);
    });

    it('answers an unknown field, a missing job and a duplicate in Arabic', async () => {
      const unknown = await post('/api/job-applications', 'ar-AE')
        .send({ ...applicationFor(job.id), isAdmin: true })
        .expect(400);
      expect(unknown.body.errors).toEqual({ isAdmin: REQUEST_MESSAGES_AR.unknownField('isAdmin') });

      const missing = await post('/api/job-applications', 'ar').send(applicationFor(999_999)).expect(404);
      expect(missing.body.message).toBe(APPLICATION_MESSAGES_AR.jobNotFound);

      const body = applicationFor(job.id);
      await post('/api/job-applications', 'ar').send(body).expect(201);
      const again = await post('/api/job-applications', 'ar').send(body).expect(409);
      expect(again.body.message).toBe(APPLICATION_MESSAGES_AR.duplicate);
    });

    it('answers a malformed JSON body and a wrong resume type in Arabic', async () => {
      const malformed = await post('/api/job-applications', 'ar')
        .set('Content-Type', 'application/json')
        .send('{"firstName": ')
        .expect(400);
      expect(malformed.body.message).toBe(REQUEST_MESSAGES_AR.invalidJson);

      const fields = applicationFor(job.id);
      const wrongType = await post('/api/job-applications', 'ar')
        .field(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])))
        .attach('resume', Buffer.from('just text, not a document'), {
          filename: 'cv.pdf',
          contentType: 'application/pdf',
        })
        .expect(415);
      expect(wrongType.body.message).toBe(APPLICATION_MESSAGES_AR.resumeType);
    });

    it('confirms in Arabic and queues the applicant an Arabic confirmation; HR is written to in English', async () => {
      const body = applicationFor(job.id, { email: 'arabic.applicant@example.com' });
      const response = await post('/api/job-applications', 'ar-AE,ar;q=0.9,en;q=0.8').send(body).expect(201);
      expect(response.body.message).toBe(APPLICATION_MESSAGES_AR.submitted);
      expect(await languageStored('job_applications', response.body.data.id, body.email)).toBe('ar');

      const mails = await outbox(api);
      const toApplicant = mails.find(
        (mail) =>
          mail.recipient === 'arabic.applicant@example.com' && mail.template === 'application-received',
      ) as unknown as { language: string; subject: string };
      expect(toApplicant).toMatchObject({ language: 'ar' });
      expect(toApplicant.subject).toContain('طلبك لوظيفة');
      const toHr = mails.find(
        (mail) => mail.template === 'new-application' && mail.subject.includes(body.firstName),
      ) as unknown as { language: string };
      expect(toHr).toMatchObject({ language: 'en' });
    });

    it('writes the status e-mail in the language the applicant applied in', async () => {
      const body = applicationFor(job.id, { email: 'shortlisted.arabic@example.com' });
      const { id } = (await post('/api/job-applications', 'ar').send(body).expect(201)).body.data;
      await api
        .request()
        .patch(`/api/admin/job-applications/${id}/status`)
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .set('Accept-Language', 'ar')
        .send({ status: 'shortlisted', notifyApplicant: true })
        .expect(200);
      const mail = (await outbox(api)).find(
        (row) => row.recipient === 'shortlisted.arabic@example.com' && row.template === 'interview',
      ) as unknown as { language: string; subject: string };
      expect(mail).toMatchObject({ language: 'ar' });
      expect(mail.subject).toContain('دعوة لإجراء مقابلة');
    });

    it('stays English without the header and with Accept-Language: fr, in the admin area too', async () => {
      const bad = applicationFor(job.id, { email: 'not-an-email' });
      for (const language of [undefined, 'fr', 'fr-FR, de;q=0.8']) {
        const response = await post('/api/job-applications', language).send(bad).expect(400);
        expect(response.body.errors).toEqual({ email: APPLICATION_MESSAGES.emailInvalid });
      }
      const english = applicationFor(job.id, { email: 'english.applicant@example.com' });
      const created = await post('/api/job-applications', 'fr').send(english).expect(201);
      expect(created.body.message).toBe(APPLICATION_MESSAGES.submitted);
      expect(await languageStored('job_applications', created.body.data.id, english.email)).toBe('en');

      const adminRefusal = await api
        .request()
        .put(`/api/admin/careers/${job.id}`)
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .set('Accept-Language', 'fr')
        .send({ title: 'x', unexpected: 1 })
        .expect(400);
      expect(adminRefusal.body.message).toMatch(/^[\x20-\x7e]+$/);
    });
  });

  describe('contact form', () => {
    it('names each bad field in Arabic, thanks in Arabic and remembers the language', async () => {
      const bad = await post('/api/contact', 'ar')
        .send({ ...ENQUIRY, name: '', email: 'nope', message: 'x'.repeat(5_001) })
        .expect(400);
      expect(bad.body.errors).toEqual({
        name: ENQUIRY_MESSAGES_AR.nameRequired,
        email: ENQUIRY_MESSAGES_AR.emailInvalid,
        message: ENQUIRY_MESSAGES_AR.messageTooLong,
      });

      const email = 'arabic.enquiry@example.com';
      const sent = await post('/api/contact', 'ar')
        .send({ ...ENQUIRY, email })
        .expect(201);
      expect(sent.body.message).toBe(CONTACT_MESSAGES_AR.success);
      expect(await languageStored('enquiries', undefined, email)).toBe('ar');
    });

    it('answers the sixth enquiry from one address with a 429 in Arabic', async () => {
      const from = nextClientAddress();
      for (let sent = 0; sent < 5; sent += 1)
        await post('/api/contact', 'en', from).send(ENQUIRY).expect(201);
      const limited = await post('/api/contact', 'ar', from).send(ENQUIRY).expect(429);
      expect(limited.body).toEqual({
        success: false,
        statusCode: 429,
        message: REQUEST_MESSAGES_AR.tooManyMessages,
        code: 'request.tooManyMessages',
      });
      const english = await post('/api/contact', undefined, from).send(ENQUIRY).expect(429);
      expect(english.body.message).toBe(REQUEST_MESSAGES.tooManyMessages);
    });

    it('stays English without the header', async () => {
      const bad = await post('/api/contact')
        .send({ ...ENQUIRY, subject: 'nothing' })
        .expect(400);
      expect(bad.body.errors).toEqual({ subject: ENQUIRY_MESSAGES.subjectRequired });
      const sent = await post('/api/contact').send(ENQUIRY).expect(201);
      expect(sent.body.message).toBe(CONTACT_MESSAGES.success);
    });
  });

  describe('quote form', () => {
    it('names each bad field in Arabic, thanks in Arabic and remembers the language', async () => {
      const bad = await post('/api/quote-requests', 'ar')
        .send({ ...QUOTE, emirate: 'atlantis', services: [], areaSqm: 0, consent: false })
        .expect(400);
      expect(bad.body.errors).toEqual({
        emirate: QUOTE_MESSAGES_AR.emirateRequired,
        services: QUOTE_MESSAGES_AR.servicesRequired,
        areaSqm: QUOTE_MESSAGES_AR.areaInvalid,
        consent: QUOTE_MESSAGES_AR.consentRequired,
      });

      const email = 'arabic.quote@example.com';
      const sent = await post('/api/quote-requests', 'ar')
        .send({ ...QUOTE, email })
        .expect(201);
      expect(sent.body.message).toBe(QUOTE_MESSAGES_AR.submitted);
      expect(await languageStored('quote_requests', sent.body.data.id, email)).toBe('ar');
    });

    it('answers an oversized drawing with a 413 in Arabic, and in English for fr', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1);
      for (const [language, message] of [
        ['ar', QUOTE_MESSAGES_AR.drawingSize],
        ['fr', QUOTE_MESSAGES.drawingSize],
      ]) {
        const response = await post('/api/quote-requests', language)
          .field('name', QUOTE.name)
          .attach('drawing', big, { filename: 'plan.pdf', contentType: 'application/pdf' })
          .expect(413);
        expect(response.body.message).toBe(message);
      }
    });
  });

  describe("jobs' Arabic fields", () => {
    const ARABIC = {
      titleAr: 'فني إنذار حريق',
      descriptionAr: 'تركيب أنظمة إنذار الحريق واختبارها وصيانتها وفق اشتراطات الدفاع المدني.',
      requirementsAr: ['دبلوم في الهندسة الكهربائية', 'رخصة قيادة إماراتية سارية'],
    };
    let token: string;
    beforeAll(async () => {
      token = await api.adminToken();
    });
    const adminCall = (method: 'post' | 'put', path: string) =>
      api.request()[method](path).set('Authorization', `Bearer ${token}`);

    it('are stored, trimmed, and shown on the public and admin job', async () => {
      const created = await createJob(api, {
        title: 'Arabic job',
        titleAr: `  ${ARABIC.titleAr} `,
        descriptionAr: ARABIC.descriptionAr,
        requirementsAr: [...ARABIC.requirementsAr, '   '],
      });
      const publicJob = (await api.request().get(`/api/careers/public/${created.id}`).expect(200)).body.data;
      expect(publicJob).toMatchObject(ARABIC);
      const listed = (await api.request().get('/api/careers/public').expect(200)).body.data;
      expect(listed.find((row: { id: number }) => row.id === created.id)).toMatchObject(ARABIC);
      const adminJobs = (
        await api
          .request()
          .get('/api/admin/careers')
          .set('Authorization', `Bearer ${await api.adminToken()}`)
      ).body.data;
      expect(adminJobs.find((row: { id: number }) => row.id === created.id)).toMatchObject(ARABIC);
    });

    it('are optional: blank, empty and missing all mean none', async () => {
      const blank = await createJob(api, {
        title: 'Blank Arabic',
        titleAr: '  ',
        descriptionAr: '',
        requirementsAr: [],
      });
      const none = { titleAr: null, descriptionAr: null, requirementsAr: null };
      expect((await api.request().get(`/api/careers/public/${blank.id}`)).body.data).toMatchObject(none);

      const withArabic = await createJob(api, { title: 'Arabic then none', ...ARABIC });
      // A PUT without the Arabic fields (the English form as before) replaces them with none.
      await adminCall('put', `/api/admin/careers/${withArabic.id}`)
        .send({ ...JOB_FIELDS, title: 'Arabic then none' })
        .expect(200);
      expect((await api.request().get(`/api/careers/public/${withArabic.id}`)).body.data).toMatchObject(none);
    });

    it('have the English limits', async () => {
      const tooLong = await adminCall('post', '/api/admin/careers')
        .send({ ...JOB_FIELDS, titleAr: 'ع'.repeat(151), requirementsAr: ['ش'.repeat(501)] })
        .expect(400);
      expect(Object.keys(tooLong.body.errors).sort()).toEqual(['requirementsAr', 'titleAr']);
      await adminCall('post', '/api/admin/careers')
        .send({ ...JOB_FIELDS, titleAr: 'ع'.repeat(150), descriptionAr: 'و'.repeat(10_000) })
        .expect(201);
      const notText = await adminCall('post', '/api/admin/careers')
        .send({ ...JOB_FIELDS, requirementsAr: 'نص واحد' })
        .expect(400);
      expect(Object.keys(notText.body.errors)).toEqual(['requirementsAr']);
    });
  });

  it('answers a missing public job and an unknown API address in Arabic', async () => {
    const job404 = await api
      .request()
      .get('/api/careers/public/999999')
      .set('Accept-Language', 'ar')
      .expect(404);
    expect(job404.body.message).toBe(APPLICATION_MESSAGES_AR.jobNotFound);
    const nowhere = await api.request().get('/api/nowhere').set('Accept-Language', 'ar').expect(404);
    expect(nowhere.body.message).toBe(REQUEST_MESSAGES_AR.notFound);
  });
});
