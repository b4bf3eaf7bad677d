import type { AdminAccount } from '@uaq/contract';
import { DataSource } from 'typeorm';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { OfferAnswerLinks } from '../../backend/src/offers/offer-answer-link';
import { applicationFor, applyWithResume, createJob, pdfResume } from '../api/job-applications-fixtures';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  dumpDatabase,
  filesUnder,
  hitsIn,
  hitsInFiles,
  newestStatusToken,
} from '../support/personal-data-search';
import { nextClientAddress } from '../api/job-applications-fixtures';

/** The person who asks to be forgotten, with words found nowhere else in the test's data. */
const ERASED = {
  firstName: 'Wilhelmina',
  lastName: 'Quarterbridge',
  email: 'wilhelmina.quarterbridge@example.org',
  phone: '+971 50 246 8135',
};
/** Another applicant, who stays: proves the search finds what is there. */
const KEPT = {
  firstName: 'Bartholomew',
  lastName: 'Fenwickshire',
  email: 'bartholomew.fenwickshire@example.org',
  phone: '+971 55 975 3102',
};
const needlesOf = (person: typeof ERASED) => [
  person.firstName,
  person.lastName,
  person.email,
  person.phone,
  // The number as a mail program or a form might reformat it, and as a WhatsApp chat keeps it (E.164).
  person.phone.slice(-8),
  person.phone.replace(/\s/g, ''),
];
/** "Now" for the interview: Tuesday 10 March 2031, 09:00 in Umm Al Quwain. */
const NOW = new Date('2031-03-10T09:00:00+04:00');

/**
 * Erasure, tried as an auditor would after the applicant asked to be forgotten: every table of a
 * full database dump and every stored or mailed file is searched for the person's name, e-mail and
 * phone. The applicant leaves every kind of copy first: HR's notification and the confirmation,
 * a status mail, a "Lost your link?" mail, an interview invitation with its .ics (applicant and
 * panel), an HR note, a screening answer, a scorecard, the status link, the source of the application,
 * the resume, an erasure request made on the status page (an audit entry with the applicant's address),
 * and an offer (its letters as PDF, stored and mailed) accepted, with a checklist document uploaded.
 */
describe.each(TEST_ENGINES)('Erasure leaves nothing of the person behind (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let now = NOW;
  let erasedId: number;

  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: {
        TRUST_PROXY: 'loopback',
        MAIL_POLL_INTERVAL_MS: '50',
        PUBLIC_URL: 'https://alraas.example',
      },
    });
    auth = `Bearer ${await api.adminToken()}`;
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => api.close());

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  };
  const dataSource = () => api.app.get(DataSource);
  /** Every folder the app writes to: uploads, mail files, and the record of erasures itself. */
  const folders = () => [api.env.UPLOADS_DIR, api.env.MAIL_OUTBOX_DIR, api.env.ERASURE_RECORD_DIR];
  /** Waits (bounded) until the worker has delivered every queued message into the mail folder. */
  const allMailDelivered = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [{ waiting }] = await dataSource().query<{ waiting: number | string }[]>(
        "SELECT COUNT(*) AS waiting FROM outbox_messages WHERE status <> 'sent'",
      );
      if (Number(waiting) === 0) return;
      if (Date.now() > deadline) throw new Error(`${waiting} e-mail(s) still not delivered`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  async function leaveEveryCopy(
    person: typeof ERASED,
    jobId: number,
    ownerId: number,
    answerKey: string,
  ): Promise<number> {
    const applied = await applyWithResume(
      api,
      applicationFor(jobId, {
        ...person,
        address: 'Villa 12, Al Salamah, Umm Al Quwain',
        'source[utmSource]': 'linkedin',
        'source[utmCampaign]': 'spring-hiring',
        'source[heardFrom]': 'A colleague at the Civil Defence',
        // A screening answer in the applicant's own words.
        [`answers[${answerKey}]`]: `${person.firstName} ${person.lastName}, reachable on ${person.phone}`,
      }),
      { content: pdfResume(), name: 'cv.pdf', type: 'application/pdf' },
    ).expect(201);
    const id = applied.body.data.id as number;
    await admin
      .post(`/api/admin/job-applications/${id}/notes`)
      .send({ text: `${person.firstName} ${person.lastName} called from ${person.phone}` })
      .expect(201);
    await admin.post(`/api/admin/job-applications/${id}/whatsapp`).expect(201);
    await admin
      .patch(`/api/admin/job-applications/${id}/status`)
      .send({ status: 'shortlisted', notifyApplicant: true })
      .expect(200);
    const interview = await admin
      .post(`/api/admin/job-applications/${id}/interviews`)
      .send({
        date: '2031-03-11',
        time: '10:00',
        durationMinutes: 45,
        location: 'Head office, Al Raas, Umm Al Quwain',
        interviewerIds: [ownerId],
      })
      .expect(201);
    // The applicant asks for their link again, and with it asks for erasure on their status page.
    await api
      .request()
      .post('/api/applicant-status/link')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ email: person.email })
      .expect(202);
    await allMailDelivered();
    await api
      .request()
      .post('/api/applicant-status/erasure')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ token: await newestStatusToken(api.env.MAIL_OUTBOX_DIR, person.email), applicationId: id })
      .expect(200);
    now = new Date('2031-03-11T11:00:00+04:00');
    await admin
      .post(`/api/admin/interviews/${interview.body.data.id as number}/scorecard/submit`)
      .send({ recommendation: 'yes', comment: `${person.firstName} knows addressable panels well.` })
      .expect(200);
    now = NOW;
    const offer = await admin
      .post(`/api/admin/job-applications/${id}/offers`)
      .send({
        startDate: '2031-04-01',
        workPattern: 'full-time',
        contractMonths: 24,
        probationMonths: 3,
        basicSalary: 6000,
        expiresOn: '2031-03-17',
      })
      .expect(201);
    const offerId = offer.body.data.id as number;
    await admin.post(`/api/admin/offers/${offerId}/approve`).expect(200);
    await admin.post(`/api/admin/offers/${offerId}/send`).expect(200);
    // The applicant accepts (the token the e-mail's link carries), which opens the checklist.
    const token = api.app
      .get(OfferAnswerLinks)
      .sign({ offerId, answer: 'accepted', expiresAt: Date.parse('2031-03-18T00:00:00+04:00') / 1000 });
    await api.request().post('/api/offer-answers').type('form').send({ token }).expect(200);
    const checks = await admin.get(`/api/admin/job-applications/${id}/pre-employment-checks`).expect(200);
    const visa = (checks.body.data as { id: number; item: string }[]).find((check) => check.item === 'visa')!;
    await admin
      .put(`/api/admin/pre-employment-checks/${visa.id}/document`)
      .attach('document', pdfResume(), {
        filename: `${person.firstName}-visa.pdf`,
        contentType: 'application/pdf',
      })
      .expect(200);
    return id;
  }

  beforeAll(async () => {
    const accounts = (await admin.get('/api/admin/users').expect(200)).body.data as AdminAccount[];
    const ownerId = accounts.find((account) => account.username === TEST_ADMIN_USERNAME)!.id;
    await admin.patch(`/api/admin/users/${ownerId}`).send({ email: 'hr.lead@alraas.example' }).expect(200);
    const job = await createJob(api, { title: 'Fire Alarm Technician' });
    const questions = await admin
      .put(`/api/admin/careers/${job.id}/screening-questions`)
      .send({
        questions: [
          {
            kind: 'text',
            text: 'Your name and phone for the site pass',
            textAr: 'اسمك وهاتفك لتصريح الموقع',
          },
        ],
      })
      .expect(200);
    const answerKey = questions.body.data[0].key as string;
    erasedId = await leaveEveryCopy(ERASED, job.id, ownerId, answerKey);
    await leaveEveryCopy(KEPT, job.id, ownerId, answerKey);
    await allMailDelivered();
  });

  it('finds the person everywhere before the erasure (the search works)', async () => {
    const dump = await dumpDatabase(dataSource());
    for (const table of [
      'job_applications',
      'outbox_messages',
      'outbox_attachments',
      'application_notes',
      'application_whatsapp_contacts',
      'application_answers',
      'pre_employment_checks',
    ])
      expect(hitsIn(dump, [ERASED.email, ERASED.firstName]).join('\n')).toContain(`${table}:`);
    expect(hitsIn(dump, [ERASED.firstName]).join('\n')).toContain('interview_scorecards:');
    expect(hitsIn(dump, [ERASED.email]).join('\n')).toContain('applicant_links:');
    const mailFiles = filesUnder(api.env.MAIL_OUTBOX_DIR);
    // HR's notification, confirmation, status mail, link mail, the invitation to the applicant and the panel.
    expect((await hitsInFiles([api.env.MAIL_OUTBOX_DIR], [ERASED.email])).length).toBeGreaterThan(0);
    expect(mailFiles.length).toBeGreaterThanOrEqual(12);
  });

  it('erases every copy: zero hits in a full database dump, the uploads and the mail folder', async () => {
    const [{ resumeStorageName }] = await dataSource().query<{ resumeStorageName: string }[]>(
      'SELECT resumeStorageName FROM job_applications WHERE id = ?',
      [erasedId],
    );
    expect(filesUnder(api.env.UPLOADS_DIR).some((path) => path.endsWith(resumeStorageName))).toBe(true);
    // The offer's letters (compressed PDF: no search finds the name in them) and the checklist's document.
    const offerFiles = [
      ...(
        await dataSource().query<{ en: string; ar: string }[]>(
          'SELECT letterEnStorageName AS en, letterArStorageName AS ar FROM offers WHERE applicationId = ?',
          [erasedId],
        )
      ).flatMap((row) => [row.en, row.ar]),
      ...(
        await dataSource().query<{ name: string }[]>(
          'SELECT documentStorageName AS name FROM pre_employment_checks WHERE applicationId = ? AND documentStorageName IS NOT NULL',
          [erasedId],
        )
      ).map((row) => row.name),
    ];
    expect(offerFiles).toHaveLength(3);
    const stored = (name: string) => filesUnder(api.env.UPLOADS_DIR).some((path) => path.endsWith(name));
    expect(offerFiles.every(stored)).toBe(true);

    await admin.delete(`/api/admin/job-applications/${erasedId}`).expect(200);
    await admin.get(`/api/admin/job-applications/${erasedId}`).expect(404);

    const dump = await dumpDatabase(dataSource());
    expect(hitsIn(dump, needlesOf(ERASED))).toEqual([]);
    expect(await hitsInFiles(folders(), needlesOf(ERASED))).toEqual([]);
    expect(filesUnder(api.env.UPLOADS_DIR).some((path) => path.endsWith(resumeStorageName))).toBe(false);
    expect(offerFiles.filter(stored)).toEqual([]);

    // Every row that pointed at the application is gone, whatever it holds (status history, mail links…).
    for (const entity of dataSource().entityMetadatas) {
      if (!entity.findColumnWithDatabaseName('applicationId')) continue;
      const [{ left }] = await dataSource().query<{ left: number | string }[]>(
        `SELECT COUNT(*) AS ${dataSource().driver.escape('left')} FROM ${dataSource().driver.escape(entity.tableName)} WHERE applicationId = ?`,
        [erasedId],
      );
      expect({ table: entity.tableName, left: Number(left) }).toEqual({ table: entity.tableName, left: 0 });
    }
    // The record of erasures names the application by id, and nothing of the person.
    expect(filesUnder(api.env.ERASURE_RECORD_DIR).length).toBeGreaterThan(0);
    expect((await hitsInFiles([api.env.ERASURE_RECORD_DIR], [`"id":${erasedId},`])).length).toBe(1);

    // The other applicant's copies are all still there: the search would have found them.
    expect(hitsIn(dump, [KEPT.email]).length).toBeGreaterThan(5);
    expect((await hitsInFiles([api.env.MAIL_OUTBOX_DIR], [KEPT.email])).length).toBeGreaterThan(0);
  });

  it('keeps the actions in the audit trail, without the applicant’s address', async () => {
    const rows = await dataSource().query<Record<string, unknown>[]>(
      "SELECT * FROM audit_events WHERE target_type = 'application' AND target_id = ?",
      [erasedId],
    );
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'application.note-added',
        'application.status-changed',
        'application.erasure-requested',
        'application.deleted',
      ]),
    );
    // What the applicant did themselves is kept as an action, not as a trace of where they were.
    for (const row of rows.filter((row) => row.actor_id === null)) expect(row.address).toBeNull();
  });
});
