import { DataSource } from 'typeorm';
import type { AdminAccount, ApplicationScorecards, Interview } from '@uaq/contract';
import { Scorecards1796000036210 } from '../../backend/src/platform/database/migrations/1796000036210-Scorecards';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { startApiApp, TEST_ADMIN_USERNAME, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

/**
 * Cards recorded before structured scorecards (one 1–5 rating and notes on the panel's row) become
 * submitted cards: the rating under "Overall rating", the notes as the comment; one not recorded
 * stays "not started".
 */
describe.each(TEST_ENGINES)('Migration: structured scorecards (%s)', (engine) => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api?.close());

  it('keeps each recorded rating and its notes as a submitted card', async () => {
    const owner = { Authorization: `Bearer ${await api.adminToken()}` };
    const dataSource = api.app.get(DataSource);
    const jobId = (await createJob(api, { title: 'Migration Check Technician' })).id;
    const applicationId = (
      await api
        .request()
        .post('/api/job-applications')
        .set('X-Forwarded-For', nextClientAddress())
        .send(applicationFor(jobId))
        .expect(201)
    ).body.data.id as number;
    const accounts = (await api.request().get('/api/admin/users').set(owner).expect(200)).body
      .data as AdminAccount[];
    const ownerId = accounts.find((account) => account.username === TEST_ADMIN_USERNAME)!.id;
    const interview = (
      await api
        .request()
        .post(`/api/admin/job-applications/${applicationId}/interviews`)
        .set(owner)
        .send({
          date: '2031-12-03',
          time: '09:00',
          durationMinutes: 45,
          location: 'Head office',
          interviewerIds: [ownerId],
        })
        .expect(201)
    ).body.data as Interview;

    const migration = new Scorecards1796000036210();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(
        'UPDATE interview_interviewers SET rating = ?, notes = ?, scoredAt = ? WHERE interviewId = ?',
        [4, 'Knows addressable panels well.', '2031-12-03 06:00:00', interview.id],
      );
      await runner.query('DELETE FROM migrations WHERE name = ?', [migration.name]);
    } finally {
      // Given back first: the migrations take a connection of their own (the MariaDB pool has one).
      await runner.release();
    }
    await runMigrationsUnderLock(dataSource, () => undefined);

    const read = (
      await api
        .request()
        .get(`/api/admin/job-applications/${applicationId}/scorecards`)
        .set(owner)
        .expect(200)
    ).body.data as ApplicationScorecards;
    expect(read.cards).toEqual([
      expect.objectContaining({
        interviewId: interview.id,
        username: TEST_ADMIN_USERNAME,
        state: 'submitted',
        ratings: [{ criterionId: null, name: 'Overall rating', nameAr: 'التقييم العام', rating: 4 }],
        recommendation: null,
        comment: 'Knows addressable panels well.',
      }),
    ]);
    expect(read.summary.criteria).toEqual([
      { criterionId: null, name: 'Overall rating', nameAr: 'التقييم العام', average: 4, ratings: 1 },
    ]);
  });
});
