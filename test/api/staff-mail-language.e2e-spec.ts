import { INITIAL_SITE_CONSTANTS as SITE } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server';
import { createJob, mailEnv, settle, submitApplication } from './mail-outbox-support';
import { nextClientAddress } from './job-applications-fixtures';

/**
 * An e-mail to the company's staff is written in the language kept on the account of the team
 * member who reads that address (HR's careers address, the office's contact address): Arabic once
 * they choose it, English again when they go back, and English for an address no member reads.
 */
describe.each(TEST_ENGINES)("E-mails to HR in the reader's language (%s)", (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let auth: string;
  let job: { id: number; title: string };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    auth = `Bearer ${await api.adminToken()}`;
    job = await createJob(api, { title: 'Fire Alarm Technician' });
    // The owner reads HR's careers address.
    const me = await api.request().get('/api/admin/me').set('Authorization', auth).expect(200);
    await api
      .request()
      .patch(`/api/admin/users/${me.body.data.id}`)
      .set('Authorization', auth)
      .send({ email: SITE.careersEmail })
      .expect(200);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const chooseLanguage = (language: 'en' | 'ar') =>
    api.request().patch('/api/admin/me').set('Authorization', auth).send({ language }).expect(200);
  const mailTo = async (address: string) => {
    await smtp.waitForCount(1);
    await settle();
    return smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  };

  it('writes the new-application e-mail in Arabic to a member who reads the admin area in Arabic', async () => {
    await chooseLanguage('ar');
    await submitApplication(api, job.id, {
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.r@example.com',
    });
    const [hr] = await mailTo(SITE.careersEmail);
    expect(hr.parsed.subject).toBe(
      'طلب توظيف جديد: \u2068Aisha Rahman\u2069 لوظيفة \u2068Fire Alarm Technician\u2069',
    );
    expect(hr.parsed.html).toContain('<html lang="ar" dir="rtl">');
    expect(hr.parsed.text).toContain('افتح الطلب');
  });

  it('writes it in English again once the member goes back to English', async () => {
    await chooseLanguage('en');
    await submitApplication(api, job.id, {
      firstName: 'Omar',
      lastName: 'Saeed',
      email: 'omar.s@example.com',
    });
    const [hr] = await mailTo(SITE.careersEmail);
    expect(hr.parsed.subject).toBe('New application: Omar Saeed for Fire Alarm Technician');
    expect(hr.parsed.html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes to an address no member reads in English, whatever the members chose', async () => {
    await chooseLanguage('ar');
    await api
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ name: 'Khalid', email: 'khalid@example.com', subject: 'general', message: 'A question.' })
      .expect(201);
    const [office] = await mailTo(SITE.contactEmail);
    expect(office.parsed.subject).toBe('New enquiry from Khalid: General Enquiry');
    await chooseLanguage('en');
  });

  it("writes the office's enquiry and quote request e-mails in Arabic to a member who reads its address", async () => {
    const me = await api.request().get('/api/admin/me').set('Authorization', auth).expect(200);
    const readAddress = (email: string) =>
      api
        .request()
        .patch(`/api/admin/users/${me.body.data.id}`)
        .set('Authorization', auth)
        .send({ email })
        .expect(200);
    await readAddress(SITE.contactEmail);
    await chooseLanguage('ar');
    try {
      await api
        .request()
        .post('/api/contact')
        .set('X-Forwarded-For', nextClientAddress())
        .send({ name: 'Khalid', email: 'khalid@example.com', subject: 'general', message: 'A question.' })
        .expect(201);
      const [enquiry] = await mailTo(SITE.contactEmail);
      expect(enquiry.parsed.subject).toBe('استفسار جديد من \u2068Khalid\u2069: \u2068استفسار عام\u2069');
      expect(enquiry.parsed.html).toContain('<html lang="ar" dir="rtl">');

      smtp.received.length = 0;
      await api
        .request()
        .post('/api/quote-requests')
        .set('X-Forwarded-For', nextClientAddress())
        .send({
          name: 'Aisha Al Marri',
          email: 'aisha@example.com',
          phone: '+971 50 000 0001',
          emirate: 'umm-al-quwain',
          buildingType: 'residential-building',
          services: ['fire-alarm', 'maintenance'],
          amc: true,
          preferredContact: 'whatsapp',
          consent: true,
        })
        .expect(201);
      const [quote] = await mailTo(SITE.contactEmail);
      expect(quote.parsed.subject).toBe('طلب عرض سعر جديد من \u2068Aisha Al Marri\u2069');
      // The choices by their Arabic names, as the Arabic quote form shows them.
      expect(quote.parsed.text).toContain('أم القيوين');
      expect(quote.parsed.text).toContain('عقد صيانة سنوي: نعم');
      expect(quote.parsed.text).not.toMatch(/umm-al-quwain|residential-building|fire-alarm/);
    } finally {
      await chooseLanguage('en');
      await readAddress(SITE.careersEmail);
    }
  });
});
