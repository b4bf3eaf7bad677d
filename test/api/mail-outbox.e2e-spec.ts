import { DataSource } from 'typeorm';
import { INITIAL_SITE_CONSTANTS as SITE, OUTBOX_MESSAGES } from '@uaq/contract';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server';
import { createJob, mailEnv, outbox, settle, submitApplication } from './mail-outbox-support';

/** The headers a message carries, by name (a header injection would add one). */
const headerNames = (mail: ReceivedMail) =>
  [...new Set(mail.parsed.headerLines.map((line) => line.key))].sort();

describe.each(TEST_ENGINES)('E-mail through the outbox (%s)', (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let auth: string;
  let job: { id: number; title: string };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    auth = `Bearer ${await api.adminToken()}`;
    job = await createJob(api, { title: 'Fire Alarm Technician' });
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const to = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));

  it('sends exactly one message to HR and one confirmation to the applicant per application', async () => {
    const { id, body } = await submitApplication(api, job.id, {
      firstName: 'Aisha',
      lastName: 'Rahman',
      email: 'aisha.rahman@example.com',
      coverLetter: 'Visit http://spam.example for cheap watches',
      address: 'Villa 12, Al Raas',
    });
    await smtp.waitForCount(2);
    await settle();
    expect(smtp.received).toHaveLength(2);

    const [hr] = to(SITE.careersEmail);
    expect(hr.envelopeTo).toEqual([SITE.careersEmail]);
    expect(hr.parsed.from?.value).toEqual([{ name: 'Al Raas Careers', address: 'no-reply@alraas.example' }]);
    expect(hr.parsed.subject).toBe('New application: Aisha Rahman for Fire Alarm Technician');
    expect(hr.parsed.text).toContain(
      `https://alraas.example/admin/careers?tab=applications&application=${id}`,
    );
    expect(hr.parsed.text).toContain('aisha.rahman@example.com');
    expect(hr.parsed.html).toContain('Open the application');
    expect(hr.parsed.attachments).toHaveLength(0);

    const [applicant] = to(body.email as string);
    expect(applicant.envelopeTo).toEqual(['aisha.rahman@example.com']);
    expect(applicant.parsed.to).toMatchObject({
      value: [{ name: 'Aisha Rahman', address: 'aisha.rahman@example.com' }],
    });
    expect(applicant.parsed.subject).toBe(
      `Your application for Fire Alarm Technician at ${SITE.companyName}`,
    );
    expect(applicant.parsed.text).toContain('Dear Aisha Rahman,');
    expect(applicant.parsed.text).toContain(SITE.contactPhone);
    expect(applicant.parsed.html).toContain('#c62828');
    // Nothing else the applicant typed reaches the inbox they named (no spam relay).
    for (const typed of ['spam.example', 'Villa 12', body.phone as string, 'linkedin.com']) {
      expect(applicant.raw).not.toContain(typed);
    }

    const rows = await outbox(api);
    expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1)).toHaveLength(2);
  });

  it('keeps CR/LF typed in a name out of the headers', async () => {
    const plain = await submitApplication(api, job.id, { firstName: 'Omar', lastName: 'Saeed' });
    await smtp.waitForCount(2);
    const normalHeaders = headerNames(to(plain.body.email as string)[0]);
    smtp.received.length = 0;

    const { body } = await submitApplication(api, job.id, {
      firstName: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes',
      lastName: 'Doe\nSubject: Free money',
    });
    await smtp.waitForCount(2);
    await settle();
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) {
      expect(mail.envelopeTo).toHaveLength(1);
      expect(mail.envelopeTo).not.toContain('victim@example.com');
      expect(mail.parsed.headers.has('bcc')).toBe(false);
      expect(mail.parsed.headers.has('x-injected')).toBe(false);
      expect(mail.parsed.headerLines.filter((line) => line.key === 'subject')).toHaveLength(1);
    }
    const applicant = to(body.email as string)[0];
    expect(headerNames(applicant)).toEqual(normalHeaders);
    expect(applicant.parsed.subject).toBe(
      `Your application for Fire Alarm Technician at ${SITE.companyName}`,
    );
    expect(applicant.parsed.to).toMatchObject({ value: [{ address: body.email }] });
  });

  it('tells the applicant about a status change only when HR asks for it', async () => {
    const { id, body } = await submitApplication(api, job.id);
    await smtp.waitForCount(2);
    smtp.received.length = 0;
    const patch = (payload: object) =>
      api
        .request()
        .patch(`/api/admin/job-applications/${id}/status`)
        .set('Authorization', auth)
        .send(payload);

    await patch({ status: 'reviewing' }).expect(200);
    await patch({ status: 'shortlisted', notifyApplicant: false }).expect(200);
    await settle();
    expect(smtp.received).toHaveLength(0);

    // "Interviewed" has no template of its own: ticking the box sends nothing.
    await patch({ status: 'interviewed', notifyApplicant: true }).expect(200);
    await settle();
    expect(smtp.received).toHaveLength(0);

    await patch({ status: 'rejected', notifyApplicant: true, confirm: true }).expect(200);
    const [mail] = await smtp.waitForCount(1);
    expect(mail.envelopeTo).toEqual([body.email]);
    expect(mail.parsed.subject).toBe('Your application for Fire Alarm Technician');
    expect(mail.parsed.text).toContain('Dear Aisha Rahman,');
    expect(mail.parsed.text).toContain('we have decided not to proceed with your application');

    const refused = await patch({ status: 'hired', notifyApplicant: 'yes' }).expect(400);
    expect(refused.body.errors).toHaveProperty('notifyApplicant');
    await settle();
    expect(smtp.received).toHaveLength(1);
  });

  it('sends each enquiry to the contact address', async () => {
    await api
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({
        name: 'Khalid\r\nBcc: victim@example.com',
        email: 'khalid@example.com',
        subject: 'fire-alarm',
        message: 'Please quote <b>now</b>.',
      })
      .expect(201);
    const [mail] = await smtp.waitForCount(1);
    expect(mail.envelopeTo).toEqual([SITE.contactEmail]);
    expect(mail.parsed.subject).toBe('New enquiry from Khalid Bcc: victim@example.com: fire-alarm');
    expect(mail.parsed.headers.has('bcc')).toBe(false);
    expect(mail.parsed.text).toContain('Please quote <b>now</b>.');
    expect(mail.parsed.html).toContain('Please quote &#60;b&#62;now&#60;/b&#62;.');
  });

  it('sends each quote request once to the contact address, with a link to the Quote requests tab', async () => {
    await api
      .request()
      .post('/api/quote-requests')
      .set('X-Forwarded-For', '198.51.100.8')
      .send({
        name: 'Aisha Al Marri',
        company: 'Al Marri Properties',
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
    const [mail] = await smtp.waitForCount(1);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(mail.envelopeTo).toEqual([SITE.contactEmail]);
    expect(mail.parsed.subject).toBe('New quote request from Aisha Al Marri');
    for (const fact of [
      'Al Marri Properties',
      '+971 50 000 0001',
      'aisha@example.com',
      'Emirate: Umm Al Quwain',
      'Building type: Residential building',
      'Services: Fire Alarm Systems, Maintenance & AMC',
      'Preferred contact: WhatsApp',
      'https://alraas.example/admin/careers?tab=quotes',
    ]) {
      expect(mail.parsed.text).toContain(fact);
    }
    // Named as the visitor saw them, never by the ids the form sent.
    expect(mail.parsed.text).not.toMatch(/umm-al-quwain|residential-building|fire-alarm/);
    expect(mail.parsed.text).toMatch(/Annual maintenance contract:?\s+Yes/);
  });

  describe('GET /api/admin/outbox and retry', () => {
    const get = (query: string) => api.request().get(`/api/admin/outbox${query}`).set('Authorization', auth);

    it('pages newest first with meta, filters by status, and refuses bad paging', async () => {
      const all = await outbox(api);
      const first = await get('?page=1&pageSize=2').expect(200);
      expect(first.body.meta).toEqual({ page: 1, pageSize: 2, total: all.length });
      expect(first.body.data.map((row: { id: number }) => row.id)).toEqual(
        all.slice(0, 2).map((row) => row.id),
      );
      expect(first.body.data[0]).toEqual(
        expect.objectContaining({
          recipient: expect.any(String),
          subject: expect.any(String),
          status: 'sent',
          attempts: 1,
          lastError: null,
          createdAt: expect.any(String),
          sentAt: expect.any(String),
        }),
      );
      const second = await get('?page=2&pageSize=2').expect(200);
      expect(second.body.data[0].id).toBe(all[2].id);
      expect((await get('?status=failed').expect(200)).body).toMatchObject({ data: [], meta: { total: 0 } });
      expect((await get('?pageSize=101').expect(400)).body.errors).toHaveProperty('pageSize');
      expect((await get('?page=0').expect(400)).body.errors).toHaveProperty('page');
      expect((await get('?status=lost').expect(400)).body.errors).toHaveProperty('status');
      expect((await get('?sort=id').expect(400)).body.success).toBe(false);
    });

    it('retries only failed messages', async () => {
      const [sent] = await outbox(api);
      const conflict = await api
        .request()
        .post(`/api/admin/outbox/${sent.id}/retry`)
        .set('Authorization', auth)
        .expect(409);
      expect(conflict.body).toEqual({
        success: false,
        statusCode: 409,
        message: OUTBOX_MESSAGES.notFailed,
        code: 'outbox.notFailed',
      });
      for (const id of ['999999', 'abc']) {
        const missing = await api.request().post(`/api/admin/outbox/${id}/retry`).set('Authorization', auth);
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe(OUTBOX_MESSAGES.notFound);
      }
    });

    it('shows one message with its text, as the recipient reads it', async () => {
      const [sent] = await outbox(api);
      const [stored] = await api.app
        .get(DataSource)
        .query('SELECT textBody FROM outbox_messages WHERE id = ?', [sent.id]);
      const message = await get(`/${sent.id}`).expect(200);
      expect(message.body.data).toMatchObject({ id: sent.id, subject: sent.subject, text: stored.textBody });
      expect(message.body.data.text.length).toBeGreaterThan(20);
      for (const id of ['999999', 'abc']) {
        const missing = await get(`/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body.message).toBe(OUTBOX_MESSAGES.notFound);
      }
    });

    it('is for admins only', async () => {
      await api.request().get('/api/admin/outbox').expect(401);
      await api.request().get('/api/admin/outbox/1').expect(401);
    });
  });
});
