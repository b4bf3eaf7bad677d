import { DataSource } from 'typeorm';
import { ErasureOfEveryCopy1796000028700 } from '../../backend/src/platform/database/migrations/1796000028700-ErasureOfEveryCopy';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { createJob, submitApplication } from './mail-outbox-support';
import { nextClientAddress } from './job-applications-fixtures';

/**
 * Mail queued before outbox messages were linked to their applications: the migration links it
 * from what it shows (sent to the applicant's address, or carrying the admin link to the
 * application), so erasing an application erases the mail written before the upgrade too.
 */
describe.each(TEST_ENGINES)('Migration: existing mail linked to its applications (%s)', (engine) => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api?.close());

  it('links the applicant’s mails and HR’s notification to the application, and nothing else', async () => {
    const dataSource = api.app.get(DataSource);
    const job = await createJob(api);
    const first = await submitApplication(api, job.id);
    const second = await submitApplication(api, job.id);
    await api
      .request()
      .post('/api/contact')
      .set('X-Forwarded-For', nextClientAddress())
      .send({ name: 'Hessa', email: 'hessa@example.com', subject: 'general', message: 'Please call me.' })
      .expect(201);
    const links = () =>
      dataSource.query<{ messageId: number | string; applicationId: number | string }[]>(
        'SELECT messageId, applicationId FROM outbox_message_applications ORDER BY messageId, applicationId',
      );
    const linkedBefore = (await links()).map((row) => [Number(row.messageId), Number(row.applicationId)]);

    const migration = new ErasureOfEveryCopy1796000028700();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query('DELETE FROM migrations WHERE name = ?', [migration.name]);
    } finally {
      await runner.release();
    }
    await runMigrationsUnderLock(dataSource, () => undefined);

    const linked = (await links()).map((row) => [Number(row.messageId), Number(row.applicationId)]);
    // The same links the code writes today: HR's notification and the confirmation of each application.
    expect(linked).toEqual(linkedBefore);
    expect(new Set(linked.map(([, applicationId]) => applicationId))).toEqual(new Set([first.id, second.id]));
    const [{ total }] = await dataSource.query<{ total: number | string }[]>(
      'SELECT COUNT(*) AS total FROM outbox_messages',
    );
    // Five messages: two per application, and the enquiry's, which is about no application.
    expect(Number(total)).toBe(5);
    expect(linked).toHaveLength(4);
  });
});
