import { DataSource } from 'typeorm';
import { Clock } from '../../backend/src/platform/common/clock/clock';
import { JobClosingService } from '../../backend/src/careers/job-closing.service';
import { ScheduledJobsService } from '../../backend/src/platform/scheduled-jobs/scheduled-jobs.service';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import {
  applicationFor,
  applyWithResume,
  createJob,
  JOB_INPUT,
  nextClientAddress,
  pdfResume,
} from './job-applications-fixtures';

/** Closing days (with a controllable clock), reopening, and walk-in jobs without a resume. */
describe.each(TEST_ENGINES)('Job closing days and walk-in applications (%s)', (engine) => {
  let api: ApiTestApp;
  let auth: string;
  let now: Date;
  beforeAll(async () => {
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://fire.example' },
    });
    auth = `Bearer ${await api.adminToken()}`;
    jest.spyOn(api.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => api.close());

  /** Puts the app's clock at a moment written in UAE time. */
  const setClock = (dubaiTime: string) => {
    now = new Date(`${dubaiTime}+04:00`);
  };

  const admin = {
    get: (path: string) => api.request().get(path).set('Authorization', auth),
    post: (path: string) => api.request().post(path).set('Authorization', auth),
    put: (path: string) => api.request().put(path).set('Authorization', auth),
    patch: (path: string) => api.request().patch(path).set('Authorization', auth),
  };
  const apply = (jobId: number, language?: string) => {
    const call = api.request().post('/api/job-applications').set('X-Forwarded-For', nextClientAddress());
    return (language ? call.set('Accept-Language', language) : call).send(applicationFor(jobId));
  };
  const adminJob = async (id: number) =>
    ((await admin.get('/api/admin/careers').expect(200)).body.data as { id: number; status: string }[]).find(
      (job) => job.id === id,
    );
  const publicIds = async () =>
    ((await api.request().get('/api/careers/public').expect(200)).body.data as { id: number }[]).map(
      (job) => job.id,
    );

  describe('the closing day', () => {
    let job: { id: number };
    beforeAll(async () => {
      setClock('2031-03-10T09:00:00');
      job = await createJob(api, { title: 'Sprinkler Fitter', closesOn: '2031-03-12' });
    });

    it('is stored and returned with the job, public and admin', async () => {
      const response = await api.request().get(`/api/careers/public/${job.id}`).expect(200);
      expect(response.body.data).toMatchObject({
        closesOn: '2031-03-12',
        resumeOptional: true,
        status: 'active',
      });
      expect(await adminJob(job.id)).toMatchObject({ closesOn: '2031-03-12' });
    });

    it('keeps the job open, listed, in the sitemap and applicable until 23:59 UAE time of that day', async () => {
      setClock('2031-03-12T23:59:30');
      expect(await publicIds()).toContain(job.id);
      const sitemap = (await api.request().get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toContain(`/careers/apply/${job.id}</loc>`);
      await apply(job.id).expect(201);
    });

    it('closes it at midnight UAE time: gone from the list, the job page and the sitemap; late applications refused in both languages', async () => {
      setClock('2031-03-13T00:00:01');
      expect(await publicIds()).not.toContain(job.id);
      await api.request().get(`/api/careers/public/${job.id}`).expect(404);
      const sitemap = (await api.request().get('/sitemap.xml').expect(200)).text;
      expect(sitemap).not.toContain(`/careers/apply/${job.id}<`);

      const english = await apply(job.id).expect(409);
      expect(english.body.message).toBe('Applications for this position closed on 2031-03-12');
      const arabic = await apply(job.id, 'ar').expect(409);
      expect(arabic.body.message).toBe('انتهى التقديم على هذه الوظيفة في 2031-03-12');
    });

    it('reads as closed at once in the admin area, before the hourly job has run: the jobs tab and each application’s job', async () => {
      setClock('2031-03-13T00:00:01');
      expect(await adminJob(job.id)).toMatchObject({ status: 'closed', closesOn: '2031-03-12' });
      const [application] = (await admin.get(`/api/admin/job-applications?jobId=${job.id}`).expect(200)).body
        .data;
      expect(application.jobDetails).toMatchObject({ id: job.id, status: 'closed' });
      const detail = await admin.get(`/api/admin/job-applications/${application.id}`).expect(200);
      expect(detail.body.data.jobDetails.status).toBe('closed');
      const groups = (await admin.get('/api/job-applications/grouped-by-job').expect(200)).body.data as {
        jobId: number;
        jobDetails: { status: string };
      }[];
      expect(groups.find((group) => group.jobId === job.id)?.jobDetails.status).toBe('closed');
      // Nothing was written yet: the hourly job still finds it to close.
      const [row] = await api.app.get(DataSource).query('SELECT status FROM jobs WHERE id = ?', [job.id]);
      expect(row.status).toBe('active');
    });

    it('is marked closed by the hourly scheduled job at the moved clock, and a second run changes nothing', async () => {
      // The server's own minute tick may have run this period already: either way it is this job's.
      const scheduler = api.app.get(ScheduledJobsService);
      await scheduler.runDue();
      expect((await adminJob(job.id))?.status).toBe('closed');
      // Same hour: the period is taken, the scheduler does not run it again.
      expect(await scheduler.runDue()).not.toContain('jobs-closing');
      await expect(api.app.get(JobClosingService).closePastJobs()).resolves.toBe(0);
      const [lease] = await api.app
        .get(DataSource)
        .query("SELECT periodStart, outcome FROM scheduled_job_runs WHERE jobName = 'jobs-closing'");
      expect(lease).toEqual({ periodStart: '2031-03-12T20:00:00.000Z', outcome: 'done' });
    });

    it('leaves jobs without a closing day, or with a later one, open', async () => {
      const open = await createJob(api, { title: 'No closing day' });
      const later = await createJob(api, { title: 'Closes later', closesOn: '2031-04-01' });
      await expect(api.app.get(JobClosingService).closePastJobs()).resolves.toBe(0);
      expect(await publicIds()).toEqual(expect.arrayContaining([open.id, later.id]));
      expect((await adminJob(later.id))?.status).toBe('active');
    });

    it('cannot be switched back to active while its closing day is over', async () => {
      const response = await admin
        .patch(`/api/admin/careers/${job.id}/status`)
        .send({ status: 'active' })
        .expect(400);
      expect(response.body.errors).toEqual({
        closesOn: 'Closing date must be today or later for an open job',
      });
      expect((await adminJob(job.id))?.status).toBe('closed');
    });

    it('is reopened by HR with a new closing day: listed and taking applications again', async () => {
      const past = await admin
        .patch(`/api/admin/careers/${job.id}/reopen`)
        .send({ closesOn: '2031-03-12' })
        .expect(400);
      expect(past.body.errors.closesOn).toBe('Closing date must be today or later for an open job');
      const response = await admin
        .patch(`/api/admin/careers/${job.id}/reopen`)
        .send({ closesOn: '2031-03-20' })
        .expect(200);
      expect(response.body.data).toMatchObject({ status: 'active', closesOn: '2031-03-20' });
      expect(await publicIds()).toContain(job.id);
      await apply(job.id).expect(201);
      const audit = await admin.get('/api/admin/audit').expect(200);
      expect(audit.body.data).toEqual(
        expect.arrayContaining([expect.objectContaining({ action: 'job.status-changed', targetId: job.id })]),
      );
    });
  });

  describe('bad closing days', () => {
    beforeAll(() => setClock('2031-03-10T09:00:00'));

    it.each([
      ['2031-02-30', 'Closing date must be a date written YYYY-MM-DD'],
      ['12/03/2031', 'Closing date must be a date written YYYY-MM-DD'],
      [20310312, 'Closing date must be a date written YYYY-MM-DD'],
      ['2031-03-09', 'Closing date must be today or later for an open job'],
    ])('refuses %p with a field message and stores nothing', async (closesOn, message) => {
      const before = (await admin.get('/api/admin/careers').expect(200)).body.data.length;
      const response = await admin
        .post('/api/admin/careers')
        .send({ ...JOB_INPUT, title: 'Refused job', closesOn })
        .expect(400);
      expect(response.body.errors).toEqual({ closesOn: message });
      expect((await admin.get('/api/admin/careers').expect(200)).body.data).toHaveLength(before);
    });

    it('accepts a past closing day for a job that is not open (a closed or draft job)', async () => {
      await admin
        .post('/api/admin/careers')
        .send({ ...JOB_INPUT, status: 'closed', closesOn: '2031-03-01' })
        .expect(201);
    });

    it('refuses a walk-in flag that is not true or false', async () => {
      const response = await admin
        .post('/api/admin/careers')
        .send({ ...JOB_INPUT, resumeOptional: 'yes' })
        .expect(400);
      expect(response.body.errors).toEqual({ resumeOptional: 'Resume optional must be true or false' });
    });
  });

  describe('the resume per job', () => {
    it('is optional by default (walk-in): an application without a file is taken', async () => {
      const job = await createJob(api, { title: 'Site Labourer' });
      await apply(job.id).expect(201);
    });

    it('is required when HR says so: without a file refused in English and Arabic, with one taken', async () => {
      const job = await createJob(api, { title: 'Fire Engineer', resumeOptional: false });
      const english = await apply(job.id).expect(400);
      expect(english.body).toMatchObject({
        message: 'Please attach your resume (PDF, DOC or DOCX)',
        errors: { resume: 'Please attach your resume (PDF, DOC or DOCX)' },
      });
      const arabic = await apply(job.id, 'ar').expect(400);
      expect(arabic.body.errors).toEqual({ resume: 'يرجى إرفاق سيرتك الذاتية (PDF أو DOC أو DOCX)' });
      const applications = await admin.get(`/api/admin/job-applications?jobId=${job.id}`).expect(200);
      expect(applications.body.data).toHaveLength(0);
      await applyWithResume(api, applicationFor(job.id), { content: pdfResume(), name: 'cv.pdf' }).expect(
        201,
      );
    });

    it('keeps its setting when an older form saves the job without the field', async () => {
      const job = await createJob(api, {
        title: 'Pump Technician',
        resumeOptional: false,
        closesOn: '2031-05-01',
      });
      const response = await admin
        .put(`/api/admin/careers/${job.id}`)
        .send({ ...JOB_INPUT, title: 'Pump Technician II' })
        .expect(200);
      expect(response.body.data).toMatchObject({ resumeOptional: false, closesOn: '2031-05-01' });
    });
  });
});
