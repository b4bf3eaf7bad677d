import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A status move can be undone for a few seconds: each change keeps what it replaced (when the
 * application had entered its previous status, the furthest stage it had reached) and whether it
 * e-mailed the applicant. Changes made before keep nulls: they are long past their undo.
 */
export class StatusMoveUndo1796000035300 implements MigrationInterface {
  name = 'StatusMoveUndo1796000035300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('application_status_changes', [
      new TableColumn({ name: 'applicantMailed', type: 'boolean', default: false }),
      new TableColumn({ name: 'previousStageEnteredAt', type: 'datetime', isNullable: true }),
      new TableColumn({ name: 'previousFurthestStageRank', type: 'integer', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['previousFurthestStageRank', 'previousStageEnteredAt', 'applicantMailed'])
      await queryRunner.dropColumn('application_status_changes', column);
  }
}
