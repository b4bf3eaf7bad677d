import type {
  AdminJobApplication,
  NewAdminAccount,
  Offer,
  OfferListRow,
  PreEmploymentCheck,
} from '@uaq/contract';
import { ARABIC_SITE_CONSTANTS } from '@uaq/contract/arabic-site-constants';
import { DataSource } from 'typeorm';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { pdfResume, textPretendingToBePdf } from '../support/resume-fixtures';
import { pdfText } from '../support/pdf-text';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../support/smtp-test-server';
import { applicationFor, nextClientAddress } from './job-applications-fixtures';
import { createJob, mailEnv, settle } from './mail-outbox-support';

const NEW_PASSWORD = 'Offer-Desk-Password-2031!';
/** "Now" for these tests: Monday 10 March 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-03-10T09:00:00+04:00');
const JOB = { title: 'Fire Alarm Technician', titleAr: 'فني إنذار الحريق' };
/** What extraction reads back, compared without its spaces: PDF.js adds one where a kerned pair leaves a gap. */
const squashed = (text: string) => text.replace(/\s+/g, '');

const OFFER = {
  startDate: '2031-04-01',
  workPattern: 'full-time',
  contractMonths: 24,
  probationMonths: 6,
  basicSalary: 6500,
  housingAllowance: 2500,
  transportAllowance: 800,
  otherAllowances: [{ name: 'Food allowance', nameAr: 'بدل الطعام', amount: 300 }],
  expiresOn: '2031-03-17',
  notes: 'Within the approved budget for the Ajman contract.',
};

/** The answer links of the applicant's offer e-mail, by the answer their token carries. */
function answerLinks(mail: ReceivedMail): { accepted: string; declined: string } {
  const links = [
    ...(mail.parsed.text ?? '').matchAll(/https:\/\/alraas\.example(\/api\/offer-answers\/[^\s]+)/g),
  ];
  const byAnswer = Object.fromEntries(
    links.map(([, path]) => {
      const body = path.split('/').pop()!.split('.')[0];
      return [JSON.parse(Buffer.from(body, 'base64url').toString('utf8')).a as string, path];
    }),
  );
  return { accepted: byAnswer.accepted, declined: byAnswer.declined };
}
const tokenOf = (path: string) => path.split('/').pop()!;

describe.each(TEST_ENGINES)('Offers (%s)', (engine) => {
  let smtp: SmtpTestServer;
  let api: ApiTestApp;
  let owner: string;
  let sara: string;
  let omar: string;
  let jobId: number;
  let now = NOW;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const to = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  /** The offers mailed to `address` (the application's receipt may arrive at any time beside them). */
  const offersTo = (address: string) =>
    to(address).filter((mail) => mail.parsed.attachments.some((file) => file.filename?.startsWith('OFFER-')));

  const readyAccount = async (username: string): Promise<string> => {
    const created = await api
      .request()
      .post('/api/admin/users')
      .set(as(owner))
      .send({ username, role: 'hr' })
      .expect(201);
    const { oneTimePassword } = created.body.data as NewAdminAccount;
    const login = await api
      .request()
      .post('/api/admin/login')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ username, password: oneTimePassword })
      .expect(200);
    const changed = await api
      .request()
      .post('/api/admin/me/password')
      .set(as(login.body.data.token as string))
      .send({ currentPassword: oneTimePassword, newPassword: NEW_PASSWORD })
      .expect(200);
    return changed.body.data.token as string;
  };
  const apply = async (person: Record<string, string>, language: 'en' | 'ar'): Promise<number> => {
    const response = await api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .set('Accept-Language', language)
      .send(applicationFor(jobId, person))
      .expect(201);
    return response.body.data.id as number;
  };
  const draft = (applicationId: number, token: string, body: Record<string, unknown> = OFFER) =>
    api.request().post(`/api/admin/job-applications/${applicationId}/offers`).set(as(token)).send(body);
  const step = (offerId: number, action: 'approve' | 'send' | 'withdraw', token = owner) =>
    api.request().post(`/api/admin/offers/${offerId}/${action}`).set(as(token));
  const application = async (id: number) =>
    (await api.request().get(`/api/admin/job-applications/${id}`).set(as(owner)).expect(200)).body
      .data as AdminJobApplication;
  const offersOf = async (id: number) =>
    (await api.request().get(`/api/admin/job-applications/${id}/offers`).set(as(owner)).expect(200)).body
      .data as Offer[];
  const checklistOf = async (id: number) =>
    (
      await api
        .request()
        .get(`/api/admin/job-applications/${id}/pre-employment-checks`)
        .set(as(owner))
        .expect(200)
    ).body.data as PreEmploymentCheck[];
  const setHrMayApprove = (allowed: boolean) =>
    api
      .request()
      .put('/api/admin/security-settings')
      .set(as(owner))
      .send({ mfaRequired: false, hrMayApproveOffers: allowed })
      .expect(200);
  /** Drafts, approves (as the owner) and sends an offer; returns it with the applicant's e-mail. */
  const sendOffer = async (applicationId: number, email: string, body: Record<string, unknown> = OFFER) => {
    const before = offersTo(email).length;
    const offer = (await draft(applicationId, owner, body).expect(201)).body.data as Offer;
    await step(offer.id, 'approve').expect(200);
    await step(offer.id, 'send').expect(200);
    await waitFor(() => offersTo(email).length > before);
    return { offer, mail: offersTo(email).at(-1)! };
  };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await startApiApp(engine, { extraEnv: mailEnv(smtp) });
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
    owner = await api.adminToken();
    sara = await readyAccount('sara.hr');
    omar = await readyAccount('omar.hr');
    jobId = (await createJob(api, JOB)).id;
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    now = NOW;
  });

  describe('an Arabic applicant, from draft to hire', () => {
    let aisha: number;
    let offerId: number;
    let mail: ReceivedMail;

    beforeAll(async () => {
      aisha = await apply({ firstName: 'Aisha', lastName: 'Rahman', email: 'aisha.offer@example.com' }, 'ar');
    });

    it("starts from the job's title in both languages", async () => {
      const defaults = await api
        .request()
        .get(`/api/admin/job-applications/${aisha}/offer-defaults`)
        .set(as(sara))
        .expect(200);
      expect(defaults.body.data).toEqual({ position: JOB.title, positionAr: JOB.titleAr });
    });

    it('refuses terms the law or the calendar does not allow, and stores nothing', async () => {
      const refused = await Promise.all([
        draft(aisha, sara, { ...OFFER, probationMonths: 7 }),
        draft(aisha, sara, { ...OFFER, expiresOn: '2031-03-09' }),
        draft(aisha, sara, { ...OFFER, expiresOn: '2031-04-02' }),
        draft(aisha, sara, { ...OFFER, contractMonths: 3, probationMonths: 4 }),
        draft(aisha, sara, { ...OFFER, workPattern: 'unlimited' }),
        draft(aisha, sara, { ...OFFER, basicSalary: 12.5 }),
        draft(aisha, sara, { ...OFFER, startDate: '2031-02-30' }),
      ]);
      expect(refused.map((response) => [response.status, Object.keys(response.body.errors ?? {})])).toEqual([
        [400, ['probationMonths']],
        [400, ['expiresOn']],
        [400, ['expiresOn']],
        [400, ['probationMonths']],
        [400, ['workPattern']],
        [400, ['basicSalary']],
        [400, ['startDate']],
      ]);
      expect(refused[0].body.errors.probationMonths).toBe('Probation must be 0 to 6 months (UAE labour law)');
      expect(await offersOf(aisha)).toEqual([]);
    });

    it('drafts an offer (HR), one open offer at a time', async () => {
      const created = await draft(aisha, sara).expect(201);
      const offer = created.body.data as Offer;
      offerId = offer.id;
      expect(offer).toMatchObject({
        status: 'draft',
        position: JOB.title,
        positionAr: JOB.titleAr,
        monthlyTotal: 10_100,
        draftedBy: 'sara.hr',
        approvedBy: null,
        events: [{ kind: 'drafted', actor: 'sara.hr' }],
      });
      await draft(aisha, omar).expect(409);
      expect(await offersOf(aisha)).toHaveLength(1);
    });

    it('is not sent before it is approved', async () => {
      const refused = await step(offerId, 'send').expect(409);
      expect(refused.body.message).toBe('An offer is sent once it is approved');
      expect((await offersOf(aisha))[0].status).toBe('draft');
    });

    it('is approved by the owner; by HR only when the owner allows it, and never by its own drafter', async () => {
      expect((await step(offerId, 'approve', omar).expect(403)).body.message).toBe(
        'Only the owner approves offers (the owner may allow HR in the security settings)',
      );
      const settings = await setHrMayApprove(true);
      expect(settings.body.data).toEqual({ mfaRequired: false, hrMayApproveOffers: true });
      expect((await step(offerId, 'approve', sara).expect(403)).body.message).toBe(
        'Another team member must approve an offer you drafted or changed',
      );
      const approved = (await step(offerId, 'approve', omar).expect(200)).body.data as Offer;
      expect(approved).toMatchObject({ status: 'approved', approvedBy: 'omar.hr' });
      await setHrMayApprove(false);
      await step(offerId, 'approve', omar).expect(409);
    });

    it('goes back to draft when changed after approval, and needs approving again', async () => {
      const changed = await api
        .request()
        .put(`/api/admin/offers/${offerId}`)
        .set(as(sara))
        .send({ ...OFFER, basicSalary: 6500, housingAllowance: 2500 })
        .expect(200);
      expect(changed.body.data).toMatchObject({ status: 'draft', approvedBy: null });
      await step(offerId, 'send').expect(409);
      await step(offerId, 'approve').expect(200);
    });

    it('previews the letter of an unsent offer, marked as a draft', async () => {
      const preview = await api
        .request()
        .get(`/api/admin/offers/${offerId}/letter?language=ar`)
        .set(as(owner))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(preview.headers['content-type']).toBe('application/pdf');
      expect(squashed(pdfText(preview.body as Buffer, 'rtl').lines[0].join('\n'))).toContain(
        squashed('مسودة: لم تُرسل إلى المتقدم'),
      );
      await api.request().get(`/api/admin/offers/${offerId}/letter?language=fr`).set(as(owner)).expect(400);
    });

    it('is sent through the outbox in Arabic, with the letter in both languages attached', async () => {
      const before = offersTo('aisha.offer@example.com').length;
      const sent = (await step(offerId, 'send').expect(200)).body.data as Offer;
      expect(sent).toMatchObject({ status: 'sent', hasSentLetters: true });
      await waitFor(() => offersTo('aisha.offer@example.com').length > before);
      mail = offersTo('aisha.offer@example.com').at(-1)!;
      expect(mail.parsed.subject).toBe(
        `عرض العمل المقدم إليك: \u2068${JOB.titleAr}\u2069 لدى \u2068${ARABIC_SITE_CONSTANTS.companyNameAr}\u2069`,
      );
      expect(mail.parsed.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        [`OFFER-${String(offerId).padStart(5, '0')}-en.pdf`, 'application/pdf'],
        [`OFFER-${String(offerId).padStart(5, '0')}-ar.pdf`, 'application/pdf'],
      ]);
      const links = answerLinks(mail);
      expect(links.accepted).toMatch(/^\/api\/offer-answers\//);
      expect(links.declined).toMatch(/^\/api\/offer-answers\//);
    });

    it('writes the Arabic letter shaped and in reading order: company, position and pay read back as written', () => {
      const arabic = mail.parsed.attachments.find((file) => file.filename?.endsWith('-ar.pdf'))!.content;
      const read = pdfText(arabic, 'rtl');
      const lines = read.lines[0].map(squashed);
      for (const expected of [
        ARABIC_SITE_CONSTANTS.companyNameAr,
        `المسمى الوظيفي${JOB.titleAr}`,
        'الراتب الأساسي6,500 درهم',
        'الإجمالي الشهري10,100 درهم',
        'تاريخ المباشرة1 أبريل 2031',
        'نوع العقدعقد محدد المدة لمدة 24 شهرًا',
        'عزيزي/عزيزتي Aisha Rahman،',
      ])
        expect(lines).toContainEqual(expect.stringContaining(squashed(expected)));
      // Joined letters: م is drawn in its medial form (أنظمة، السلامة) and alone (ذ.م.م.) by one font.
      for (const letter of ['م', 'ل', 'ن']) expect(read.glyphForms[letter]).toBeGreaterThanOrEqual(2);
    });

    it('writes the English letter with the same terms', () => {
      const english = mail.parsed.attachments.find((file) => file.filename?.endsWith('-en.pdf'))!.content;
      const lines = pdfText(english, 'ltr').lines[0];
      for (const expected of [
        'Offer of employment',
        'Dear Aisha Rahman,',
        'Position Fire Alarm Technician',
        'Contract Fixed-term (limited) contract of 24 months',
        'Probation 6 months',
        'Basic salary AED 6,500',
        'Food allowance AED 300',
        'Total a month AED 10,100',
        'This offer is valid until 17 March 2031. Please accept or decline it with the buttons in our e-mail.',
      ])
        expect(lines).toContain(expected);
    });

    it('keeps the letters as sent', async () => {
      const stored = await api
        .request()
        .get(`/api/admin/offers/${offerId}/letter?language=ar`)
        .set(as(owner))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      const attached = mail.parsed.attachments.find((file) => file.filename?.endsWith('-ar.pdf'))!.content;
      expect(Buffer.compare(stored.body as Buffer, attached)).toBe(0);
    });

    it('refuses a tampered link with a page, and shows the question without answering on GET', async () => {
      const { accepted } = answerLinks(mail);
      const [body, mac] = tokenOf(accepted).split('.');
      const forged = `${Buffer.from(JSON.stringify({ o: offerId, a: 'declined', e: 2_000_000_000 })).toString('base64url')}.${mac}`;
      for (const token of [`${body}.${mac.slice(0, -2)}xx`, forged]) {
        const page = await api.request().get(`/api/offer-answers/${token}`).expect(400);
        expect(page.text).toContain('This link is not valid');
      }
      const question = await api.request().get(accepted).expect(200);
      expect(question.headers['content-type']).toMatch(/^text\/html/);
      expect(question.text).toContain('<html lang="ar" dir="rtl">');
      expect(question.text).toContain('هل تقبل عرض العمل هذا؟');
      expect(question.text).toContain(`<input type="hidden" name="token" value="${tokenOf(accepted)}">`);
      expect(question.text).toContain('action="/api/offer-answers"');
      expect((await offersOf(aisha))[0]).toMatchObject({ status: 'sent', answer: null });
    });

    it('records the acceptance once: the application is hired, HR told, the checklist opened', async () => {
      const hrBefore = to('careers@example.com').length;
      const { accepted, declined } = answerLinks(mail);
      const answered = await api
        .request()
        .post('/api/offer-answers')
        .type('form')
        .send({ token: tokenOf(accepted) })
        .expect(200);
      expect(answered.text).toContain('لقد قبلت العرض');
      const offer = (await offersOf(aisha))[0];
      expect(offer).toMatchObject({ status: 'accepted', answer: 'accepted', answeredAt: NOW.toISOString() });
      expect(offer.events.map((event) => [event.kind, event.actor])).toEqual([
        ['drafted', 'sara.hr'],
        ['approved', 'omar.hr'],
        ['edited', 'sara.hr'],
        ['approved', TEST_ADMIN_USERNAME],
        ['sent', TEST_ADMIN_USERNAME],
        ['accepted', 'applicant'],
      ]);
      const hired = await application(aisha);
      expect(hired.status).toBe('hired');
      expect(hired.statusHistory.at(-1)).toMatchObject({ to: 'hired', changedBy: 'applicant' });
      const noticed = (mail: ReceivedMail) =>
        mail.parsed.subject === 'Offer accepted: Aisha Rahman, Fire Alarm Technician';
      await waitFor(() => to('careers@example.com').slice(hrBefore).some(noticed));
      expect((await checklistOf(aisha)).map((check) => check.item)).toEqual([
        'mohre-offer-letter',
        'visa',
        'medical',
        'emirates-id',
        'civil-defence-card',
        'certificates',
      ]);

      // A second answer, either way, changes nothing.
      for (const token of [tokenOf(declined), tokenOf(accepted)]) {
        const again = await api.request().post('/api/offer-answers').type('form').send({ token }).expect(409);
        expect(again.text).toContain('لقد قبلت هذا العرض من قبل');
      }
      expect((await offersOf(aisha))[0]).toMatchObject({ status: 'accepted', answer: 'accepted' });
      // The applicant is hired on this offer: no second one is drafted beside it.
      const another = await draft(aisha, sara).expect(409);
      expect(another.body.message).toBe(
        'The applicant has accepted an offer on this application: no new offer is made',
      );
      expect(await offersOf(aisha)).toHaveLength(1);
      await settle(200);
      const offerNotices = to('careers@example.com').filter((mail) =>
        mail.parsed.subject?.startsWith('Offer '),
      );
      expect(offerNotices.filter(noticed)).toHaveLength(1);
      expect(offerNotices.filter((mail) => mail.parsed.subject?.includes('Aisha'))).toHaveLength(1);
    });

    it('lets HR tick the checklist off, with a document and an expiry date', async () => {
      const visa = (await checklistOf(aisha)).find((check) => check.item === 'visa')!;
      const ticked = await api
        .request()
        .patch(`/api/admin/pre-employment-checks/${visa.id}`)
        .set(as(sara))
        .send({ done: true, expiresOn: '2033-03-09' })
        .expect(200);
      expect(ticked.body.data).toMatchObject({
        label: 'Entry permit and residence visa',
        done: true,
        doneBy: 'sara.hr',
        expiresOn: '2033-03-09',
        document: null,
      });
      await api
        .request()
        .patch(`/api/admin/pre-employment-checks/${visa.id}`)
        .set(as(sara))
        .send({ expiresOn: '2033-02-30' })
        .expect(400);

      const refused = await api
        .request()
        .put(`/api/admin/pre-employment-checks/${visa.id}/document`)
        .set(as(sara))
        .attach('document', textPretendingToBePdf(), { filename: 'visa.pdf', contentType: 'application/pdf' })
        .expect(415);
      expect(refused.body.message).toBe('The document must be a PDF, JPEG or PNG file');
      const uploaded = await api
        .request()
        .put(`/api/admin/pre-employment-checks/${visa.id}/document`)
        .set(as(sara))
        .attach('document', pdfResume(), { filename: 'residence visa.pdf', contentType: 'application/pdf' })
        .expect(200);
      expect(uploaded.body.data.document).toEqual({
        fileName: 'residence visa.pdf',
        contentType: 'application/pdf',
        size: pdfResume().length,
      });
      const download = await api
        .request()
        .get(`/api/admin/pre-employment-checks/${visa.id}/document`)
        .set(as(owner))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(Buffer.compare(download.body as Buffer, pdfResume())).toBe(0);
      const tooBig = Buffer.concat([pdfResume(), Buffer.alloc(10 * 1024 * 1024)]);
      await api
        .request()
        .put(`/api/admin/pre-employment-checks/${visa.id}/document`)
        .set(as(sara))
        .attach('document', tooBig, { filename: 'big.pdf', contentType: 'application/pdf' })
        .expect(413);
      expect((await checklistOf(aisha)).find((check) => check.id === visa.id)!.document?.size).toBe(
        pdfResume().length,
      );

      const own = await api
        .request()
        .post(`/api/admin/job-applications/${aisha}/pre-employment-checks`)
        .set(as(sara))
        .send({ label: 'Police clearance certificate' })
        .expect(201);
      expect(own.body.data).toMatchObject({
        item: 'other',
        label: 'Police clearance certificate',
        done: false,
      });
      await api.request().delete(`/api/admin/pre-employment-checks/${visa.id}`).set(as(sara)).expect(409);
      await api
        .request()
        .delete(`/api/admin/pre-employment-checks/${own.body.data.id as number}`)
        .set(as(sara))
        .expect(200);
      expect(await checklistOf(aisha)).toHaveLength(6);
    });
  });

  describe('English applicants: a declined offer, a withdrawn one, an expired one', () => {
    it('records a decline without moving the stage, and tells HR', async () => {
      const john = await apply(
        { firstName: 'John', lastName: 'Mathew', email: 'john.offer@example.com' },
        'en',
      );
      const hrBefore = to('careers@example.com').length;
      const { offer, mail } = await sendOffer(john, 'john.offer@example.com');
      expect(mail.parsed.subject).toBe(
        `Your offer of employment: ${JOB.title} at Al Raas Fire & Safety Systems LLC`,
      );
      const declined = await api
        .request()
        .post('/api/offer-answers')
        .type('form')
        .send({ token: tokenOf(answerLinks(mail).declined) })
        .expect(200);
      expect(declined.text).toContain('Thank you for letting us know.');
      expect((await offersOf(john))[0]).toMatchObject({ id: offer.id, status: 'declined' });
      expect((await application(john)).status).toBe('pending');
      // HR's notice (the application's own notice to HR may come before or after it).
      const noticed = (mail: ReceivedMail) =>
        mail.parsed.subject === 'Offer declined: John Mathew, Fire Alarm Technician';
      await waitFor(() => to('careers@example.com').slice(hrBefore).some(noticed));
      expect(to('careers@example.com').filter(noticed)).toHaveLength(1);
      await api
        .request()
        .post(`/api/admin/job-applications/${john}/pre-employment-checks`)
        .set(as(owner))
        .send({ label: 'Anything' })
        .expect(409);
    });

    it('says a withdrawn offer is no longer open', async () => {
      const priya = await apply(
        { firstName: 'Priya', lastName: 'Nair', email: 'priya.offer@example.com' },
        'en',
      );
      const { offer, mail } = await sendOffer(priya, 'priya.offer@example.com');
      await step(offer.id, 'withdraw').expect(200);
      const page = await api.request().get(answerLinks(mail).accepted).expect(410);
      expect(page.text).toContain('This offer is no longer open.');
      await api
        .request()
        .post('/api/offer-answers')
        .type('form')
        .send({ token: tokenOf(answerLinks(mail).accepted) })
        .expect(410);
      expect((await application(priya)).status).toBe('pending');
    });

    it('expires after its last valid day: the link says so (in the applicant’s language), the list shows it', async () => {
      const layla = await apply(
        { firstName: 'Layla', lastName: 'Haddad', email: 'layla.offer@example.com' },
        'ar',
      );
      const { offer, mail } = await sendOffer(layla, 'layla.offer@example.com', {
        ...OFFER,
        expiresOn: '2031-03-12',
      });
      now = new Date('2031-03-12T23:59:00+04:00');
      await api.request().get(answerLinks(mail).accepted).expect(200);
      now = new Date('2031-03-13T00:00:00+04:00');
      const page = await api.request().get(answerLinks(mail).accepted).expect(410);
      expect(page.text).toContain('انتهت صلاحية هذا العرض');
      await api
        .request()
        .post('/api/offer-answers')
        .type('form')
        .send({ token: tokenOf(answerLinks(mail).accepted) })
        .expect(410);
      expect((await application(layla)).status).toBe('pending');
      const expired = await api.request().get('/api/admin/offers?status=expired').set(as(owner)).expect(200);
      expect(
        (expired.body.data as OfferListRow[]).map((row) => [row.id, row.status, row.applicantName]),
      ).toEqual([[offer.id, 'expired', 'Layla Haddad']]);
      expect(expired.body.meta).toEqual({ page: 1, pageSize: 25, total: 1 });
      // An expired offer no longer blocks a new one.
      await draft(layla, owner, { ...OFFER, expiresOn: '2031-03-20' }).expect(201);
    });
  });

  it('records every step in the audit trail', async () => {
    const rows = await api.app
      .get(DataSource)
      .query<{ action: string }[]>(
        "SELECT action FROM audit_events WHERE action LIKE 'offer.%' OR action LIKE 'pre-employment.%'",
      );
    expect(new Set(rows.map((row) => row.action))).toEqual(
      new Set([
        'offer.drafted',
        'offer.edited',
        'offer.approved',
        'offer.sent',
        'offer.withdrawn',
        'offer.accepted',
        'offer.declined',
        'offer.letter-downloaded',
        'pre-employment.item-changed',
        'pre-employment.document-uploaded',
        'pre-employment.document-downloaded',
        'pre-employment.item-added',
        'pre-employment.item-removed',
      ]),
    );
  });
});

async function waitFor(done: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
