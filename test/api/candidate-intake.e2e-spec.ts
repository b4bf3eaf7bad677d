import type { AdminJobApplicationDetail, CandidateDetail, CvImportResult } from '@uaq/contract';
import { DataSource } from 'typeorm';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { docxWithText, pdfWithText, textPretendingToBePdf } from '../support/resume-fixtures';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

/**
 * Candidates HR brings in without the public form: a walk-in, an agency's CV or a referral added
 * by hand with its CV, and several CVs imported into a job at once (name and contacts read from
 * PDF and DOCX files, left for HR to complete where the file does not give them).
 */
describe.each(TEST_ENGINES)('HR adds candidates (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let jobId: number;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    jobId = (await createJob(api, { title: 'Fire Alarm Technician' })).id;
  });
  afterAll(() => api.close());

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
  };
  const application = async (id: number) =>
    (await admin.get(`/api/admin/job-applications/${id}`).expect(200)).body.data as AdminJobApplicationDetail;
  const candidate = async (id: number) =>
    (await admin.get(`/api/admin/candidates/${id}`).expect(200)).body.data as CandidateDetail;
  const outboxSize = async () =>
    Number(
      (
        await api.app
          .get(DataSource)
          .query<{ total: number | string }[]>('SELECT COUNT(*) AS total FROM outbox_messages')
      )[0]!.total,
    );
  const addCandidate = (fields: Record<string, string>, resume?: { content: Buffer; name: string }) => {
    const request = admin.post('/api/admin/candidates').field(fields);
    return resume ? request.attach('resume', resume.content, { filename: resume.name }) : request;
  };

  describe('adding one (walk-in, agency, referral)', () => {
    it('adds an agency’s candidate with the CV, the agency named, recorded under HR’s name, nothing mailed', async () => {
      const mailsBefore = await outboxSize();
      const cv = pdfWithText(['Sameer Qureshi', 'Fire alarm commissioning, Notifier panels']);
      const added = await addCandidate(
        {
          jobId: String(jobId),
          source: 'agency',
          sourceName: 'Gulf Manpower Services',
          firstName: 'Sameer',
          lastName: 'Qureshi',
          email: 'sameer.q@example.net',
          phone: '052 345 6789',
          consent: 'true',
        },
        { content: cv, name: 'sameer.pdf' },
      ).expect(201);
      expect(added.body.message).toBe('Candidate added');
      const row = await application(added.body.data.applicationId as number);
      expect(row).toMatchObject({
        candidateId: added.body.data.candidateId,
        email: 'sameer.q@example.net',
        phone: '052 345 6789',
        phoneE164: '+971523456789',
        position: 'Fire Alarm Technician',
        hasResume: true,
        resumeFileName: 'sameer.pdf',
        intake: { kind: 'agency', name: 'Gulf Manpower Services', addedBy: TEST_ADMIN_USERNAME },
      });
      expect(row.statusHistory).toEqual([
        expect.objectContaining({ from: null, to: 'pending', changedBy: TEST_ADMIN_USERNAME }),
      ]);
      expect(await outboxSize()).toBe(mailsBefore);
      const download = await admin
        .get(`/api/admin/job-applications/${row.id}/resume`)
        .buffer(true)
        .expect(200);
      expect(Buffer.from(download.body as Buffer).equals(cv)).toBe(true);
      // The CV's words are searchable.
      const found = await admin
        .get('/api/admin/candidates')
        .query({ skills: 'notifier commissioning' })
        .expect(200);
      expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([added.body.data.candidateId]);
    });

    it('adds a walk-in without a CV or an e-mail, and a referral naming the referrer', async () => {
      const walkIn = await addCandidate({
        jobId: String(jobId),
        source: 'walk-in',
        firstName: 'Imran',
        lastName: 'Siddiqui',
        phone: '+971 56 700 1122',
        consent: 'on',
      }).expect(201);
      const walkInRow = await application(walkIn.body.data.applicationId as number);
      expect(walkInRow).toMatchObject({
        email: null,
        hasResume: false,
        intake: { kind: 'walk-in', name: null },
      });
      expect((await candidate(walkIn.body.data.candidateId as number)).missing).toEqual(['email']);

      const referral = await addCandidate({
        jobId: String(jobId),
        source: 'referral',
        sourceName: 'Yousef (site supervisor)',
        firstName: 'Ali',
        lastName: 'Hamdan',
        email: 'ali.hamdan@example.com',
        consent: 'true',
      }).expect(201);
      expect((await application(referral.body.data.applicationId as number)).intake).toMatchObject({
        kind: 'referral',
        name: 'Yousef (site supervisor)',
      });
    });

    it('refuses without consent, without the agency’s name, with a bad source or phone, and a second live application', async () => {
      const base = { jobId: String(jobId), firstName: 'Test', lastName: 'Person', consent: 'true' };
      const noConsent = await addCandidate({ ...base, source: 'walk-in', consent: 'false' }).expect(400);
      expect(noConsent.body.errors.consent).toBe(
        'Confirm that the candidate agreed that we may process their data for recruitment',
      );
      const noAgency = await addCandidate({ ...base, source: 'agency' }).expect(400);
      expect(noAgency.body.errors).toEqual({ sourceName: "Give the agency's or the referrer's name" });
      const badSource = await addCandidate({ ...base, source: 'newspaper' }).expect(400);
      expect(Object.keys(badSource.body.errors)).toEqual(['source']);
      const badPhone = await addCandidate({ ...base, source: 'walk-in', phone: '12' }).expect(400);
      expect(Object.keys(badPhone.body.errors)).toEqual(['phone']);
      const notACv = await addCandidate(
        { ...base, source: 'walk-in' },
        { content: textPretendingToBePdf(), name: 'cv.pdf' },
      ).expect(415);
      expect(notACv.body.message).toBe('Resume must be a PDF, DOC or DOCX file');

      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId, { email: 'already.applying@example.com' }))
        .expect(201);
      const twice = await addCandidate({
        ...base,
        source: 'walk-in',
        email: 'already.applying@example.com',
      }).expect(409);
      expect(twice.body.message).toBe(
        'This candidate already has an application in progress for this job; nothing was changed',
      );
    });
  });

  describe('importing CVs', () => {
    let imported: CvImportResult;
    beforeAll(async () => {
      const response = await admin
        .post('/api/admin/candidates/import')
        .field({ jobId: String(jobId), source: 'agency', sourceName: 'Emirates Staffing', consent: 'true' })
        .attach(
          'resumes',
          pdfWithText([
            'Curriculum Vitae',
            'Nadia Farouk',
            'nadia.farouk@example.org',
            'Mobile: 050 765 4321',
            'Sprinkler design',
          ]),
          { filename: 'nadia.pdf' },
        )
        .attach(
          'resumes',
          docxWithText([
            'Tariq Al Hashimi',
            'tariq.hashimi@example.com | +971 52 111 2222',
            'CCTV and access control',
          ]),
          { filename: 'tariq.docx' },
        )
        .attach('resumes', pdfWithText(['Experienced fire alarm technician', 'Gas suppression']), {
          filename: 'unnamed.pdf',
        })
        .attach('resumes', textPretendingToBePdf(), { filename: 'notes.pdf' })
        .expect(201);
      imported = response.body.data as CvImportResult;
    });

    it('makes one candidate per CV, with the name, e-mail and phone read from a PDF and a DOCX', async () => {
      expect(imported.imported.map((row) => row.fileName)).toEqual([
        'nadia.pdf',
        'tariq.docx',
        'unnamed.pdf',
      ]);
      expect(imported.imported[0]).toMatchObject({
        firstName: 'Nadia',
        lastName: 'Farouk',
        email: 'nadia.farouk@example.org',
        phone: '050 765 4321',
        missing: [],
      });
      expect(imported.imported[1]).toMatchObject({
        firstName: 'Tariq',
        lastName: 'Al Hashimi',
        email: 'tariq.hashimi@example.com',
        phone: '+971 52 111 2222',
        missing: [],
      });
      const nadia = await application(imported.imported[0]!.applicationId);
      expect(nadia).toMatchObject({
        phoneE164: '+971507654321',
        hasResume: true,
        intake: { kind: 'agency', name: 'Emirates Staffing', addedBy: TEST_ADMIN_USERNAME },
      });
      expect(new Set(imported.imported.map((row) => row.candidateId)).size).toBe(3);
      const found = await admin.get('/api/admin/candidates').query({ skills: 'cctv' }).expect(200);
      expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([
        imported.imported[1]!.candidateId,
      ]);
    });

    it('refuses a file that is not a CV on its own, with the reason', () => {
      expect(imported.refused).toEqual([
        { fileName: 'notes.pdf', message: 'Resume must be a PDF, DOC or DOCX file' },
      ]);
    });

    it('leaves what a CV does not give for HR to complete: the candidate is found as incomplete, known by id', async () => {
      const unnamed = imported.imported[2]!;
      expect(unnamed).toMatchObject({ firstName: '', lastName: '', email: null, phone: '' });
      expect(unnamed.missing).toEqual(['firstName', 'lastName', 'email', 'phone']);
      const incomplete = await admin.get('/api/admin/candidates').query({ incomplete: 'true' }).expect(200);
      expect(incomplete.body.data.map((row: { id: number }) => row.id)).toContain(unnamed.candidateId);

      const completed = await admin
        .patch(`/api/admin/candidates/${unnamed.candidateId}`)
        .send({ firstName: 'Bilal', lastName: 'Rana', phone: '0509876543', email: 'bilal.rana@example.com' })
        .expect(200);
      expect(completed.body.data).toMatchObject({
        id: unnamed.candidateId,
        fullName: 'Bilal Rana',
        email: 'bilal.rana@example.com',
        phoneE164: '+971509876543',
        missing: [],
      });
      expect(await application(unnamed.applicationId)).toMatchObject({
        firstName: 'Bilal',
        email: 'bilal.rana@example.com',
        phone: '0509876543',
      });
      // From now on the address is theirs: HR does not change it (the applicant does, on their status page).
      const changed = await admin
        .patch(`/api/admin/candidates/${unnamed.candidateId}`)
        .send({ email: 'someone.new@example.com' })
        .expect(409);
      expect(changed.body.errors).toEqual({
        email: 'This candidate already has an e-mail address; the applicant changes it on their status page',
      });
    });

    it('joins an imported candidate to the one who already has the address HR completes', async () => {
      const other = await createJob(api, { title: 'Sprinkler Fitter' });
      const earlier = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(other.id, { email: 'known.person@example.com', firstName: 'Hassan' }))
        .expect(201);
      const existing = (await application(earlier.body.data.id as number)).candidateId!;
      const cv = await admin
        .post('/api/admin/candidates/import')
        .field({ jobId: String(jobId), source: 'walk-in', consent: 'true' })
        .attach('resumes', pdfWithText(['Hassan Karimi', 'Fire pumps']), { filename: 'hassan.pdf' })
        .expect(201);
      const fromCv = (cv.body.data as CvImportResult).imported[0]!;
      expect(fromCv.email).toBeNull();
      const joined = await admin
        .patch(`/api/admin/candidates/${fromCv.candidateId}`)
        .send({ email: 'known.person@example.com' })
        .expect(200);
      expect(joined.body.data).toMatchObject({ id: existing, applicationCount: 2 });
      await admin.get(`/api/admin/candidates/${fromCv.candidateId}`).expect(404);
      expect((await application(fromCv.applicationId)).candidateId).toBe(existing);
    });

    it('refuses an import without files, with too many files, or into a closed job', async () => {
      const fields = { jobId: String(jobId), source: 'walk-in', consent: 'true' };
      const none = await admin.post('/api/admin/candidates/import').field(fields).expect(400);
      expect(none.body.errors).toEqual({ resumes: 'Add at least one CV (PDF, DOC or DOCX)' });

      let tooMany = admin.post('/api/admin/candidates/import').field(fields);
      for (let index = 0; index < 11; index += 1) {
        tooMany = tooMany.attach('resumes', pdfWithText([`Person ${index}`]), { filename: `cv${index}.pdf` });
      }
      expect((await tooMany.expect(400)).body.message).toBe('At most 10 CVs per import');

      const closed = await createJob(api, { title: 'Closed Role' });
      await admin.patch(`/api/admin/careers/${closed.id}/status`).send({ status: 'closed' }).expect(200);
      await admin
        .post('/api/admin/candidates/import')
        .field({ ...fields, jobId: String(closed.id) })
        .attach('resumes', pdfWithText(['Late Person']), { filename: 'late.pdf' })
        .expect(409);
    });
  });
});
