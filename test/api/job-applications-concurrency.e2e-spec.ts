import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

describe.each(TEST_ENGINES)('Job applications: concurrent admin writes (%s)', (engine) => {
  let api: ApiTestApp;
  beforeAll(async () => {
    // Simultaneous transactions on connections of their own, as in production: a pool of several
    // (the MariaDB suite's pool of one would run them one after the other).
    api = await startApiApp(engine, {
      extraEnv: { TRUST_PROXY: 'loopback', DB_POOL_SIZE: '10', DB_POOL_ACQUIRE_TIMEOUT_MS: '5000' },
    });
  });
  afterAll(() => api.close());

  it('records every one of several simultaneous status changes and job deletions', async () => {
    const auth = `Bearer ${await api.adminToken()}`;
    const job = await createJob(api);
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(job.id))
        .expect(201);
      ids.push(response.body.data.id);
    }
    const doomed = await Promise.all([createJob(api), createJob(api)]);
    const statuses = await Promise.all([
      ...ids.map((id) =>
        api
          .request()
          .patch(`/api/admin/job-applications/${id}/status`)
          .set('Authorization', auth)
          .send({ status: 'reviewing' }),
      ),
      ...doomed.map((j) => api.request().delete(`/api/admin/careers/${j.id}`).set('Authorization', auth)),
    ]);
    expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const list = await api
      .request()
      .get('/api/admin/job-applications')
      .set('Authorization', auth)
      .expect(200);
    for (const application of list.body.data) {
      expect(application.statusHistory).toEqual([
        expect.objectContaining({ from: 'pending', to: 'reviewing' }),
      ]);
    }
  });
});
