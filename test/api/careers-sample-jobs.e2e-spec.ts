import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';

describe.each(TEST_ENGINES)('Sample jobs (%s)', (engine) => {
  let api: ApiTestApp;
  afterEach(() => api.close());

  it('seeds active, closed and draft sample jobs when the jobs table is empty', async () => {
    api = await startApiApp(engine, { extraEnv: { SEED_SAMPLE_JOBS: 'true' } });
    const token = await api.adminToken();
    const all = await api
      .request()
      .get('/api/admin/careers')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const statuses = new Set(all.body.data.map((job: { status: string }) => job.status));
    expect(statuses).toEqual(new Set(['active', 'closed', 'inactive']));
    expect(all.body.data.map((job: { title: string }) => job.title)).toContain('Fire Alarm Technician');
    const publicJobs = await api.request().get('/api/careers/public').expect(200);
    expect(publicJobs.body.data.length).toBe(
      all.body.data.filter((j: { status: string }) => j.status !== 'inactive').length,
    );
  });

  it('seeds nothing when turned off', async () => {
    api = await startApiApp(engine, { extraEnv: { SEED_SAMPLE_JOBS: 'false' } });
    const publicJobs = await api.request().get('/api/careers/public').expect(200);
    expect(publicJobs.body.data).toEqual([]);
  });
});
