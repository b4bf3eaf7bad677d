import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The reports look up each application's status history by application and stage (the
 * furthest stage reached, the move to "hired"): this index answers those from the index alone.
 */
export class HiringReportIndexes1796000026100 implements MigrationInterface {
  name = 'HiringReportIndexes1796000026100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'application_status_changes',
      new TableIndex({
        name: 'IDX_application_status_changes_stage',
        columnNames: ['applicationId', 'toStatus', 'changedAt'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('application_status_changes', 'IDX_application_status_changes_stage');
  }
}
