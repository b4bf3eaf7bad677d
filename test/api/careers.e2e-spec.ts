import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, JOB_INPUT, nextClientAddress } from './job-applications-fixtures';

describe.each(TEST_ENGINES)('Careers API (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
    auth = `Bearer ${await api.adminToken()}`;
  });
  afterAll(() => api.close());

  const admin = () => ({
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
    delete: (path: string) => api.request().delete(path).set('Authorization', auth),
  });

  describe('public visibility', () => {
    let active: { id: number };
    let closed: { id: number };
    let draft: { id: number };
    beforeAll(async () => {
      active = await createJob(api, { title: 'Visible active job' });
      closed = await createJob(api, { title: 'Visible closed job', status: 'closed' });
      draft = await createJob(api, { title: 'Hidden draft job', status: 'inactive' });
    });

    it('lists active and closed jobs, newest first, never drafts', async () => {
      const response = await api.request().get('/api/careers/public').expect(200);
      expect(response.body.success).toBe(true);
      const titles = response.body.data.map((job: { title: string }) => job.title);
      expect(titles.indexOf('Visible closed job')).toBeLessThan(titles.indexOf('Visible active job'));
      expect(titles).not.toContain('Hidden draft job');
    });

    it('returns a job in the contract shape', async () => {
      const response = await api.request().get(`/api/careers/public/${active.id}`).expect(200);
      expect(response.body).toEqual({
        success: true,
        data: {
          id: active.id,
          title: 'Visible active job',
          description: JOB_INPUT.description,
          location: JOB_INPUT.location,
          type: 'Full-time',
          experienceMinYears: 2,
          experienceMaxYears: 5,
          requirements: JOB_INPUT.requirements,
          salaryMin: 4_500,
          salaryMax: 6_000,
          status: 'active',
          // The apply form's questions (none set for this job).
          screeningQuestions: [],
          titleAr: null,
          descriptionAr: null,
          locationAr: null,
          requirementsAr: null,
          closesOn: null,
          resumeOptional: true,
          emirate: 'umm-al-quwain',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updatedAt: expect.stringMatching(/Z$/),
        },
      });
      await api.request().get(`/api/careers/public/${closed.id}`).expect(200);
    });

    it.each(['draft', 'missing', 'text', 'negative', 'huge'])(
      'answers 404 Job not found for a %s id',
      async (kind) => {
        const id = { draft: draft.id, missing: 999999, text: 'abc', negative: '-1', huge: '99999999999999' }[
          kind
        ];
        const response = await api.request().get(`/api/careers/public/${id}`).expect(404);
        expect(response.body).toEqual({
          success: false,
          statusCode: 404,
          message: 'Job not found',
          code: 'application.jobNotFound',
        });
      },
    );

    it('shows a status change at once (the cache is invalidated by writes)', async () => {
      const job = await createJob(api, { title: 'Soon a draft' });
      await api.request().get(`/api/careers/public/${job.id}`).expect(200);
      await admin().patch(`/api/admin/careers/${job.id}/status`).send({ status: 'inactive' }).expect(200);
      await api.request().get(`/api/careers/public/${job.id}`).expect(404);
      const list = await api.request().get('/api/careers/public').expect(200);
      expect(list.body.data.map((j: { id: number }) => j.id)).not.toContain(job.id);
    });
  });

  describe('ETag', () => {
    it('answers 304 without a body when If-None-Match matches, 200 after a change', async () => {
      const first = await api.request().get('/api/careers/public').expect(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await api.request().get('/api/careers/public').set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
      await createJob(api, { title: 'Changes the list' });
      const changed = await api.request().get('/api/careers/public').set('If-None-Match', etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('sends the list gzipped to clients that accept it, with the same ETag', async () => {
      const plain = await api
        .request()
        .get('/api/careers/public')
        .set('Accept-Encoding', 'identity')
        .expect(200);
      const gzipped = await api
        .request()
        .get('/api/careers/public')
        .set('Accept-Encoding', 'gzip')
        .expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
      expect(gzipped.body).toEqual(plain.body);
      expect(gzipped.headers.etag).toBe(plain.headers.etag);
      expect(plain.headers['content-encoding']).toBeUndefined();
    });

    it('works for one job too', async () => {
      const job = await createJob(api);
      const first = await api.request().get(`/api/careers/public/${job.id}`).expect(200);
      await api
        .request()
        .get(`/api/careers/public/${job.id}`)
        .set('If-None-Match', first.headers.etag)
        .expect(304);
    });
  });

  describe('admin jobs', () => {
    it('refuses every admin route without a token', async () => {
      await api.request().get('/api/admin/careers').expect(401);
      await api.request().post('/api/admin/careers').send(JOB_INPUT).expect(401);
      await api.request().put('/api/admin/careers/1').send(JOB_INPUT).expect(401);
      await api.request().patch('/api/admin/careers/1/status').send({ status: 'closed' }).expect(401);
      await api.request().delete('/api/admin/careers/1').expect(401);
    });

    it('creates a job (201), trimming text and dropping blank requirement rows', async () => {
      const response = await admin()
        .post('/api/admin/careers')
        .send({
          ...JOB_INPUT,
          title: '  HSE Officer  ',
          requirements: [' NEBOSH ', '', '   '],
          salaryMin: null,
          salaryMax: null,
        })
        .expect(201);
      expect(response.body.success).toBe(true);
      expect(response.body.data).toMatchObject({
        title: 'HSE Officer',
        requirements: ['NEBOSH'],
        salaryMin: null,
        salaryMax: null,
        status: 'active',
        applicationCount: 0,
      });
    });

    it('defaults status to active and requirements to none', async () => {
      const { requirements: _r, status: _s, ...rest } = JOB_INPUT;
      const response = await admin().post('/api/admin/careers').send(rest).expect(201);
      expect(response.body.data).toMatchObject({ status: 'active', requirements: [] });
    });

    it.each([
      ['title', 'Title is required', ''],
      ['title', 'Title must be at most 150 characters', 'x'.repeat(151)],
      ['description', 'Description is required', '   '],
      ['description', 'Description must be at most 10,000 characters', 'x'.repeat(10_001)],
      ['location', 'Location must be at most 100 characters', 'x'.repeat(101)],
      ['experienceMinYears', 'Years of experience must be a whole number from 0 to 50', '2-5 years'],
      ['experienceMinYears', 'Years of experience must be a whole number from 0 to 50', -1],
      ['experienceMaxYears', 'Years of experience must be a whole number from 0 to 50', 51],
      ['experienceMaxYears', 'Maximum experience must not be less than the minimum', 1],
      ['salaryMin', 'Salary must be a whole number of dirhams from 1 to 1,000,000', 'AED 4,500'],
      ['salaryMin', 'Salary must be a whole number of dirhams from 1 to 1,000,000', 4500.5],
      ['salaryMax', 'Salary must be a whole number of dirhams from 1 to 1,000,000', 1_000_001],
      ['salaryMax', 'Maximum salary must not be less than the minimum', 4_000],
      ['locationAr', 'Location (Arabic) must be at most 100 characters', 'م'.repeat(101)],
      ['type', 'Type must be one of Full-time, Part-time, Contract, Internship', 'Freelance'],
      ['status', 'Status must be one of active, inactive, closed', 'archived'],
      ['requirements', 'At most 50 requirements are allowed', Array.from({ length: 51 }, (_, i) => `r${i}`)],
      ['requirements', 'Each requirement must be at most 500 characters', ['x'.repeat(501)]],
      ['requirements', 'Requirements must be a list of text rows', 'not a list'],
    ])('refuses %s with "%s" (400)', async (field, message, value) => {
      const response = await admin()
        .post('/api/admin/careers')
        .send({ ...JOB_INPUT, [field]: value })
        .expect(400);
      expect(response.body).toMatchObject({ success: false, statusCode: 400, errors: { [field]: message } });
    });

    it('names every missing required field', async () => {
      const response = await admin().post('/api/admin/careers').send({}).expect(400);
      expect(response.body.errors).toMatchObject({
        title: 'Title is required',
        description: 'Description is required',
        location: 'Location is required',
        type: 'Type is required',
        experienceMinYears: 'Minimum experience is required (0 for none)',
      });
    });

    it('refuses a minimum above the maximum with field messages and stores nothing', async () => {
      const before = await admin().get('/api/admin/careers').expect(200);
      const reversed = {
        ...JOB_INPUT,
        experienceMinYears: 5,
        experienceMaxYears: 5,
        salaryMin: 9_000,
        salaryMax: 8_000,
      };
      const english = await admin().post('/api/admin/careers').send(reversed).expect(400);
      expect(english.body).toMatchObject({
        message: 'Maximum salary must not be less than the minimum',
        errors: { salaryMax: 'Maximum salary must not be less than the minimum' },
      });
      const second = await admin()
        .post('/api/admin/careers')
        .send({ ...reversed, experienceMaxYears: 4, salaryMin: null })
        .expect(400);
      expect(second.body.errors).toEqual({
        experienceMaxYears: 'Maximum experience must not be less than the minimum',
        salaryMin: 'Give the minimum salary, or leave both salary fields empty',
      });
      const after = await admin().get('/api/admin/careers').expect(200);
      expect(after.body.data).toHaveLength(before.body.data.length);
    });

    it('stores the Arabic twins and the structured terms, and gives them back', async () => {
      const response = await admin()
        .post('/api/admin/careers')
        .send({
          ...JOB_INPUT,
          titleAr: ' فني إنذار حريق ',
          locationAr: 'أم القيوين، الإمارات العربية المتحدة',
          descriptionAr: 'تركيب أنظمة إنذار الحريق.',
          requirementsAr: ['رخصة قيادة إماراتية', '  '],
          experienceMinYears: 1,
          experienceMaxYears: null,
          salaryMin: 5_000,
          salaryMax: 5_000,
        })
        .expect(201);
      const publicView = await api.request().get(`/api/careers/public/${response.body.data.id}`).expect(200);
      expect(publicView.body.data).toMatchObject({
        titleAr: 'فني إنذار حريق',
        locationAr: 'أم القيوين، الإمارات العربية المتحدة',
        descriptionAr: 'تركيب أنظمة إنذار الحريق.',
        requirementsAr: ['رخصة قيادة إماراتية'],
        experienceMinYears: 1,
        experienceMaxYears: null,
        salaryMin: 5_000,
        salaryMax: 5_000,
      });
    });

    it('refuses unknown fields (400) and stores nothing', async () => {
      const before = await admin().get('/api/admin/careers').expect(200);
      const response = await admin()
        .post('/api/admin/careers')
        .send({ ...JOB_INPUT, applicationCount: 99 })
        .expect(400);
      expect(response.body.errors).toEqual({ applicationCount: 'Unknown field: applicationCount' });
      const after = await admin().get('/api/admin/careers').expect(200);
      expect(after.body.data).toHaveLength(before.body.data.length);
    });

    it('lists every job newest first with its application count', async () => {
      const job = await createJob(api, { title: 'Counted job' });
      for (let i = 0; i < 2; i += 1) {
        await api
          .request()
          .post('/api/job-applications')
          .set('X-Forwarded-For', nextClientAddress())
          .send(applicationFor(job.id))
          .expect(201);
      }
      const draft = await createJob(api, { title: 'Newest draft', status: 'inactive' });
      const response = await admin().get('/api/admin/careers').expect(200);
      expect(response.body.data[0]).toMatchObject({ id: draft.id, applicationCount: 0 });
      expect(response.body.data[1]).toMatchObject({ id: job.id, applicationCount: 2 });
    });

    it('updates a job (PUT), keeping its status when none is sent', async () => {
      const job = await createJob(api, { status: 'closed' });
      const { status: _s, ...rest } = JOB_INPUT;
      const response = await admin()
        .put(`/api/admin/careers/${job.id}`)
        .send({ ...rest, title: 'Senior Fire Alarm Technician', salaryMin: null, salaryMax: null })
        .expect(200);
      expect(response.body.data).toMatchObject({
        id: job.id,
        title: 'Senior Fire Alarm Technician',
        salaryMin: null,
        salaryMax: null,
        status: 'closed',
      });
      const publicView = await api.request().get(`/api/careers/public/${job.id}`).expect(200);
      expect(publicView.body.data.title).toBe('Senior Fire Alarm Technician');
    });

    it('changes the status (PATCH) and refuses an unknown one', async () => {
      const job = await createJob(api);
      const response = await admin()
        .patch(`/api/admin/careers/${job.id}/status`)
        .send({ status: 'closed' })
        .expect(200);
      expect(response.body.data).toMatchObject({ id: job.id, status: 'closed' });
      const bad = await admin()
        .patch(`/api/admin/careers/${job.id}/status`)
        .send({ status: 'open' })
        .expect(400);
      expect(bad.body.errors).toEqual({ status: 'Status must be one of active, inactive, closed' });
    });

    it('answers 404 Job not found for updates and deletes of a missing or invalid id', async () => {
      for (const id of ['999999', 'abc']) {
        const put = await admin().put(`/api/admin/careers/${id}`).send(JOB_INPUT).expect(404);
        expect(put.body.message).toBe('Job not found');
        await admin().patch(`/api/admin/careers/${id}/status`).send({ status: 'closed' }).expect(404);
        await admin().delete(`/api/admin/careers/${id}`).expect(404);
      }
    });

    it('deletes a job but keeps its applications, with their position and no job link', async () => {
      const job = await createJob(api, { title: 'Site Supervisor' });
      const applied = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(job.id))
        .expect(201);
      const response = await admin().delete(`/api/admin/careers/${job.id}`).expect(200);
      expect(response.body).toMatchObject({ success: true });
      await api.request().get(`/api/careers/public/${job.id}`).expect(404);
      const applications = await admin().get('/api/admin/job-applications').expect(200);
      const kept = applications.body.data.find((a: { id: number }) => a.id === applied.body.data.id);
      expect(kept).toMatchObject({ position: 'Site Supervisor', jobId: null, jobDetails: null });
    });
  });
});
