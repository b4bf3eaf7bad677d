import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

/** The pipeline's order when this migration was written (pending 0 … hired 4); other statuses: none. */
const RANK_SQL = (column: string) =>
  `(CASE ${column} WHEN 'pending' THEN 0 WHEN 'reviewing' THEN 1 WHEN 'shortlisted' THEN 2 WHEN 'interviewed' THEN 3 WHEN 'hired' THEN 4 ELSE NULL END)`;

/** SQLite hands datetimes back as UTC text, mysql2 as Dates. */
function timeOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(`${value.replace(' ', 'T')}Z`);
}

/**
 * The reports read what each status change leaves behind instead of working it out from
 * the whole history on every request. An application keeps the furthest stage it ever reached and
 * when it entered its current status; each change keeps how many hours the application had spent
 * in the status it left. Existing rows are filled from their history.
 */
export class ReportStageColumns1796000026400 implements MigrationInterface {
  name = 'ReportStageColumns1796000026400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('job_applications', [
      new TableColumn({ name: 'furthestStageRank', type: 'integer', default: 0 }),
      new TableColumn({ name: 'stageEnteredAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' }),
    ]);
    await queryRunner.addColumn(
      'application_status_changes',
      new TableColumn({ name: 'hoursInPreviousStage', type: 'integer', isNullable: true }),
    );

    await queryRunner.query(
      `UPDATE job_applications SET furthestStageRank = COALESCE(${RANK_SQL('status')}, 0)`,
    );
    await queryRunner.query(
      `UPDATE job_applications SET furthestStageRank = (
         SELECT MAX(${RANK_SQL('c.toStatus')}) FROM application_status_changes c WHERE c.applicationId = job_applications.id
       ) WHERE EXISTS (
         SELECT 1 FROM application_status_changes c
         WHERE c.applicationId = job_applications.id AND ${RANK_SQL('c.toStatus')} > job_applications.furthestStageRank
       )`,
    );

    // Each change ends a stay that began at the previous change, or at the application.
    const changes = (await queryRunner.query(
      `SELECT c.id AS id, c.applicationId AS applicationId, c.changedAt AS changedAt, a.createdAt AS createdAt
       FROM application_status_changes c JOIN job_applications a ON a.id = c.applicationId
       ORDER BY c.applicationId, c.changedAt, c.id`,
    )) as { id: number; applicationId: number; changedAt: Date | string; createdAt: Date | string }[];
    let application = -1;
    let enteredAt = 0;
    for (const change of changes) {
      if (change.applicationId !== application) {
        application = change.applicationId;
        enteredAt = timeOf(change.createdAt);
      }
      const changedAt = timeOf(change.changedAt);
      await queryRunner.query('UPDATE application_status_changes SET hoursInPreviousStage = ? WHERE id = ?', [
        Math.max(0, Math.round((changedAt - enteredAt) / 3_600_000)),
        change.id,
      ]);
      enteredAt = changedAt;
    }
    await queryRunner.query(
      `UPDATE job_applications SET stageEnteredAt = COALESCE(
         (SELECT MAX(c.changedAt) FROM application_status_changes c WHERE c.applicationId = job_applications.id),
         createdAt)`,
    );

    // The funnel and the sources read these with the range's own index.
    await queryRunner.createIndex(
      'job_applications',
      new TableIndex({
        name: 'IDX_job_applications_createdAt_stage',
        columnNames: ['createdAt', 'furthestStageRank', 'status'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_createdAt_stage');
    await queryRunner.dropColumn('application_status_changes', 'hoursInPreviousStage');
    await queryRunner.dropColumn('job_applications', 'stageEnteredAt');
    await queryRunner.dropColumn('job_applications', 'furthestStageRank');
  }
}
