import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A job may have a closing day (`closesOn`, null: none) after which it closes itself, and
 * may take applications without a resume (walk-in). Jobs from before took applications without a
 * resume, so they keep doing so (the column's default).
 */
export class JobClosingDates1796000025000 implements MigrationInterface {
  name = 'JobClosingDates1796000025000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('jobs', [
      new TableColumn({ name: 'closesOn', type: 'date', isNullable: true }),
      new TableColumn({ name: 'resumeOptional', type: 'boolean', default: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('jobs', 'resumeOptional');
    await queryRunner.dropColumn('jobs', 'closesOn');
  }
}
