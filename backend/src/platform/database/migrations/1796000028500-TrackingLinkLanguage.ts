import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A tracking link opens the apply page in the language HR chose for its channel (`ar` for an
 * Arabic newspaper); links made before opened the English page, and keep doing so.
 */
export class TrackingLinkLanguage1796000028500 implements MigrationInterface {
  name = 'TrackingLinkLanguage1796000028500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'tracking_links',
      new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('tracking_links', 'language');
  }
}
