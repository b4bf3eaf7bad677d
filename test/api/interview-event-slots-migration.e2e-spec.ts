import { DataSource } from 'typeorm';
import type { Interview } from '@uaq/contract';
import { InterviewEventSlots1796000035310 } from '../../backend/src/platform/database/migrations/1796000035310-InterviewEventSlots';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { applicationFor, createJob, nextClientAddress } from './job-applications-fixtures';

/**
 * Interview events stored before they kept their slot: the migration gives each the interview's
 * slot where it is certainly theirs (from the last reschedule on, or every event of an interview
 * never moved) and leaves the older ones unknown rather than showing them a slot they were not about.
 */
describe.each(TEST_ENGINES)('Migration: interview event slots (%s)', (engine) => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiApp(engine, { extraEnv: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => api?.close());

  it('fills the slot of events from the last reschedule on, and leaves earlier ones null', async () => {
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
    const migration = new InterviewEventSlots1796000035310();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      // LOCALTIME is a reserved word on MySQL: the column's name is quoted.
      const insertInterview = async (uid: string, date: string, time: string, startsAt: string) => {
        await runner.query(
          `INSERT INTO interviews (applicationId, calendarUid, sequence, status, response, startsAt, durationMinutes,
             timeZone, localDate, \`localTime\`, location, createdBy, createdAt, updatedAt)
           VALUES (?, ?, 1, 'scheduled', 'pending', ?, 45, 'Asia/Dubai', ?, ?, 'Head office', 'old-admin', ?, ?)`,
          [applicationId, uid, startsAt, date, time, '2031-11-20 06:00:00', '2031-11-20 06:00:00'],
        );
        const [row] = await runner.query('SELECT id FROM interviews WHERE calendarUid = ?', [uid]);
        return Number(row.id);
      };
      // Moved from 1 to 2 December: only what came after the move is known to be about 2 December.
      const moved = await insertInterview(
        'moved@alraas.example',
        '2031-12-02',
        '11:30',
        '2031-12-02 07:30:00',
      );
      const kept = await insertInterview('kept@alraas.example', '2031-12-03', '09:00', '2031-12-03 05:00:00');
      const events: [number, string, string][] = [
        [moved, 'scheduled', 'old-admin'],
        [moved, 'accepted', 'applicant'],
        [moved, 'rescheduled', 'old-admin'],
        [moved, 'declined', 'applicant'],
        [kept, 'scheduled', 'old-admin'],
        [kept, 'accepted', 'applicant'],
      ];
      for (const [interviewId, kind, actor] of events) {
        await runner.query(
          'INSERT INTO interview_events (interviewId, kind, actor, at) VALUES (?, ?, ?, ?)',
          [interviewId, kind, actor, '2031-11-21 06:00:00'],
        );
      }
      await runner.query('DELETE FROM migrations WHERE name = ?', [migration.name]);
    } finally {
      // Given back first: the migrations take a connection of their own (the MariaDB pool has one).
      await runner.release();
    }
    await runMigrationsUnderLock(dataSource, () => undefined);

    const interviews = (
      await api
        .request()
        .get(`/api/admin/job-applications/${applicationId}/interviews`)
        .set('Authorization', `Bearer ${await api.adminToken()}`)
        .expect(200)
    ).body.data as Interview[];
    const slotsOf = (date: string) =>
      interviews
        .find((interview) => interview.date === date)!
        .events.map((event) => [event.kind, event.slot?.date ?? null]);
    expect(slotsOf('2031-12-02')).toEqual([
      ['scheduled', null],
      ['accepted', null],
      ['rescheduled', '2031-12-02'],
      ['declined', '2031-12-02'],
    ]);
    expect(slotsOf('2031-12-03')).toEqual([
      ['scheduled', '2031-12-03'],
      ['accepted', '2031-12-03'],
    ]);
    const [{ slot }] = interviews.find((interview) => interview.date === '2031-12-03')!.events;
    expect(slot).toEqual({
      startsAt: '2031-12-03T05:00:00.000Z',
      timeZone: 'Asia/Dubai',
      date: '2031-12-03',
      time: '09:00',
      durationMinutes: 45,
    });
  });
});
