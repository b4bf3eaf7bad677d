import { DataSource } from 'typeorm';
import { ReportStageColumns1796000026400 } from '../../backend/src/platform/database/migrations/1796000026400-ReportStageColumns';
import { runMigrationsUnderLock } from '../../backend/src/platform/database/migration-lock';
import { startApiApp, TEST_ENGINES, type ApiTestApp } from '../support/api-app';
import { createJob } from './job-applications-fixtures';

const HOUR = 3_600_000;

/**
 * Applications stored before the reports kept their own columns: the migration fills the furthest
 * stage, when the current status began and each change's hours from the history already there, and
 * the history survives (on SQLite the migration rebuilds the applications table, whose drop would
 * delete the history by cascade if foreign keys were on).
 */
describe.each(TEST_ENGINES)('Migration: report stage columns from the history (%s)', (engine) => {
  let api: ApiTestApp;

  beforeAll(async () => {
    api = await startApiApp(engine);
  });

  afterAll(async () => {
    await api?.close();
  });

  it('fills the furthest stage, the stage start and the hours of each stay', async () => {
    const dataSource = api.app.get(DataSource);
    const jobId = (await createJob(api, { title: 'Migration Check Technician' })).id;
    const migration = new ReportStageColumns1796000026400();
    const runner = dataSource.createQueryRunner();
    const createdAt = new Date('2026-01-10T06:00:00Z');
    let movedBack: number;
    let untouched: number;
    try {
      await migration.down(runner);
      // Plain SQL: the entities already know the new columns, the table does not.
      const at = (hours: number) =>
        new Date(createdAt.getTime() + hours * HOUR).toISOString().slice(0, 19).replace('T', ' ');
      const insertApplication = async (email: string, status: string) => {
        await runner.query(
          `INSERT INTO job_applications (firstName, lastName, email, phone, address, position, jobId,
             coverLetter, status, consentAt, createdAt, updatedAt)
           VALUES ('Old', 'Row', ?, '+971 50 000 0000', 'Umm Al Quwain', 'Old', ?, 'Stored before the migration.', ?, ?, ?, ?)`,
          [email, jobId, status, at(0), at(0), at(0)],
        );
        const [row] = await runner.query('SELECT id FROM job_applications WHERE email = ?', [email]);
        return Number(row.id);
      };
      // Hired, then moved back to reviewing: it still reached "hired".
      movedBack = await insertApplication('moved-back@example.com', 'reviewing');
      untouched = await insertApplication('untouched@example.com', 'pending');
      const changes: [number, string, string][] = [
        [5, 'pending', 'reviewing'],
        [29, 'reviewing', 'hired'],
        [35, 'hired', 'reviewing'],
      ];
      for (const [hours, from, to] of changes) {
        await runner.query(
          `INSERT INTO application_status_changes (applicationId, fromStatus, toStatus, changedBy, changedAt)
           VALUES (?, ?, ?, 'old-admin', ?)`,
          [movedBack, from, to, at(hours)],
        );
      }

      // Pending again, then run as a server's start runs it (under the lock, in one transaction).
      await runner.query('DELETE FROM migrations WHERE name = ?', [migration.name]);
    } finally {
      // Given back first: the migrations take a connection of their own (the MariaDB pool has one).
      await runner.release();
    }
    await runMigrationsUnderLock(dataSource, () => undefined);

    const applications = await dataSource.query<
      { id: number; furthestStageRank: number | string; stageEnteredAt: Date | string }[]
    >('SELECT id, furthestStageRank, stageEnteredAt FROM job_applications WHERE id IN (?, ?) ORDER BY id', [
      movedBack,
      untouched,
    ]);
    const time = (value: Date | string) =>
      value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}Z`);
    expect(applications.map((row) => Number(row.furthestStageRank))).toEqual([4, 0]);
    expect(applications.map((row) => time(row.stageEnteredAt))).toEqual([
      createdAt.getTime() + 35 * HOUR,
      createdAt.getTime(),
    ]);
    const stays = await dataSource.query<{ hoursInPreviousStage: number | string }[]>(
      'SELECT hoursInPreviousStage FROM application_status_changes WHERE applicationId = ? ORDER BY changedAt',
      [movedBack],
    );
    expect(stays.map((row) => Number(row.hoursInPreviousStage))).toEqual([5, 24, 6]);
  });
});
