import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  applyWithResume,
  createJob,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';

type Application = Record<string, unknown> & { id: number };

describe.each(TEST_ENGINES)('Job applications: admin (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let alarmJob: { id: number; title: string };
  let hseJob: { id: number; title: string };
  let emptyJob: { id: number; title: string };
  let aisha: number;
  let omar: number;
  let formula: number;

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
  };
  const apply = (body: Record<string, unknown>) =>
    api
      .request()
      .post('/api/job-applications')
      .set('X-Forwarded-For', nextClientAddress())
      .send(body)
      .expect(201);

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
    alarmJob = await createJob(api, { title: 'Fire Alarm Technician' });
    hseJob = await createJob(api, { title: 'HSE Officer' });
    emptyJob = await createJob(api, { title: 'AutoCAD Draughtsman', status: 'closed' });
    const withResume = await applyWithResume(
      api,
      applicationFor(alarmJob.id, {
        firstName: 'Aisha',
        lastName: 'Rahman',
        email: 'aisha@example.com',
        phone: '+971 50 111 2222',
      }),
      { content: pdfResume(), name: 'cv.pdf' },
    ).expect(201);
    aisha = withResume.body.data.id;
    omar = (
      await apply(
        applicationFor(hseJob.id, {
          firstName: 'Omar',
          lastName: 'Saeed',
          email: 'omar@example.com',
          phone: '+971 55 333 4444',
        }),
      )
    ).body.data.id;
    formula = (
      await apply(
        applicationFor(alarmJob.id, {
          firstName: '=HYPERLINK("http://evil")',
          lastName: '+Doe',
          email: 'formula@example.com',
          address: '@home',
          phone: '+971 55 000 1111',
        }),
      )
    ).body.data.id;
  });
  afterAll(() => api.close());

  const ids = (list: Application[]) => list.map((application) => application.id);

  describe('list and filters', () => {
    it('lists the first page newest first, in the contract shape, with the total', async () => {
      const response = await admin.get('/api/admin/job-applications').expect(200);
      expect(response.body.success).toBe(true);
      expect(ids(response.body.data)).toEqual([formula, omar, aisha]);
      expect(response.body.meta).toEqual({ page: 1, pageSize: 25, total: 3 });
      expect(Object.keys(response.body.data[2]).sort()).toEqual(
        [
          'id',
          'firstName',
          'lastName',
          'fullName',
          'email',
          'phone',
          'address',
          'position',
          'jobId',
          'jobDetails',
          'linkedinUrl',
          'coverLetter',
          'status',
          'createdAt',
          'updatedAt',
          'hasResume',
          'resumeFileName',
          'consentAt',
          'statusHistory',
          'source',
          'erasureRequestedAt',
          // The candidate the application belongs to, how it came in, the phone in E.164 (issue 36).
          'candidateId',
          'intake',
          'phoneE164',
          // Whether a screening answer did not qualify (issue 36.3); no answer, no verdict (empty in the CSV).
          'knockedOut',
        ].sort(),
      );
    });

    it.each([
      ['q=AISHA', () => [aisha]],
      ['q=omar%20saeed', () => [omar]],
      ['q=333%204444', () => [omar]],
      ['q=example.com', () => [formula, omar, aisha]],
      ['q=%25', () => []],
      ['status=pending', () => [formula, omar, aisha]],
      ['status=hired', () => []],
    ])('filters with %s', async (query, expected) => {
      const response = await admin.get(`/api/admin/job-applications?${query}`).expect(200);
      expect(ids(response.body.data)).toEqual(expected());
    });

    it('filters by job', async () => {
      const response = await admin.get(`/api/admin/job-applications?jobId=${hseJob.id}`).expect(200);
      expect(ids(response.body.data)).toEqual([omar]);
    });

    it('refuses a bad filter and an unknown query parameter', async () => {
      await admin.get('/api/admin/job-applications?status=maybe').expect(400);
      await admin.get('/api/admin/job-applications?jobId=abc').expect(400);
      await admin.get('/api/admin/job-applications?search=omar').expect(400);
    });

    it('requires an admin token', async () => {
      await api.request().get('/api/admin/job-applications').expect(401);
      await api.request().get('/api/admin/job-applications/export.csv').expect(401);
      await api.request().get('/api/job-applications/grouped-by-job').expect(401);
      await api
        .request()
        .patch(`/api/admin/job-applications/${aisha}/status`)
        .send({ status: 'hired' })
        .expect(401);
      await api.request().post(`/api/admin/job-applications/${aisha}/resume-token`).expect(401);
    });
  });

  describe('CSV export', () => {
    it('downloads the filtered list as CSV with formulas neutralised', async () => {
      const response = await admin
        .get(`/api/admin/job-applications/export.csv?jobId=${alarmJob.id}`)
        .expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="job-applications-.*\.csv"$/,
      );
      const lines = response.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        'id,submitted,name,email,phone,address,position,status,linkedin,has resume,knocked out,screening answers,interviews',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`${formula},`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") +Doe"`);
      expect(lines[1]).toContain(`,'@home,`);
      expect(lines[1]).toContain(`,'+971 55 000 1111,`);
      expect(lines[2]).toMatch(
        new RegExp(`^${aisha},.*,Aisha Rahman,aisha@example.com,.*,Fire Alarm Technician,pending,.*,yes,,,$`),
      );
    });
  });

  describe('status changes', () => {
    it('changes the status, records who, from and to, and refuses an unknown status', async () => {
      await admin
        .patch(`/api/admin/job-applications/${omar}/status`)
        .send({ status: 'reviewing' })
        .expect(200);
      const response = await admin
        .patch(`/api/admin/job-applications/${omar}/status`)
        .send({ status: 'hired' })
        .expect(200);
      expect(response.body.data).toMatchObject({
        id: omar,
        status: 'hired',
        statusHistory: [
          {
            from: 'pending',
            to: 'reviewing',
            changedBy: 'test-admin',
            changedAt: expect.stringMatching(/Z$/),
          },
          { from: 'reviewing', to: 'hired', changedBy: 'test-admin', changedAt: expect.stringMatching(/Z$/) },
        ],
      });
      const bad = await admin
        .patch(`/api/admin/job-applications/${omar}/status`)
        .send({ status: 'accepted' })
        .expect(400);
      expect(bad.body.errors).toEqual({ status: expect.stringMatching(/^Status must be one of pending/) });
      const listed = await admin.get('/api/admin/job-applications?status=hired').expect(200);
      expect(listed.body.data[0].statusHistory).toHaveLength(2);
    });

    it('answers 404 for a missing application', async () => {
      const response = await admin
        .patch('/api/admin/job-applications/999999/status')
        .send({ status: 'hired' })
        .expect(404);
      expect(response.body.message).toBe('Application not found');
      await admin.patch('/api/admin/job-applications/abc/status').send({ status: 'hired' }).expect(404);
    });
  });

  describe('grouped by job', () => {
    it('has one entry per job, empty ones included, with statistics where accepted = hired', async () => {
      await admin
        .patch(`/api/admin/job-applications/${formula}/status`)
        .send({ status: 'rejected', confirm: true })
        .expect(200);
      const response = await admin.get('/api/job-applications/grouped-by-job').expect(200);
      const groups = response.body.data as Array<{
        jobId: number;
        jobDetails: { title: string };
        applications: Application[];
        statistics: Record<string, number>;
      }>;
      expect(groups.map((group) => group.jobId)).toEqual([emptyJob.id, hseJob.id, alarmJob.id]);
      const [empty, hse, alarm] = groups;
      expect(empty).toMatchObject({ jobDetails: { title: 'AutoCAD Draughtsman' }, applications: [] });
      expect(empty.statistics).toEqual({
        total: 0,
        pending: 0,
        reviewing: 0,
        shortlisted: 0,
        interviewed: 0,
        hired: 0,
        rejected: 0,
        withdrawn: 0,
        accepted: 0,
      });
      expect(hse.statistics).toMatchObject({ total: 1, hired: 1, accepted: 1, pending: 0 });
      expect(ids(alarm.applications)).toEqual([formula, aisha]);
      expect(alarm.statistics).toMatchObject({ total: 2, pending: 1, rejected: 1, accepted: 0 });
    });
  });
});
