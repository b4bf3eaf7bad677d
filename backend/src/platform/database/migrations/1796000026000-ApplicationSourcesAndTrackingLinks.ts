import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * An application records where the applicant came from (`source*` columns, all optional),
 * and HR's tracking links count their clicks; applications per link are counted on `sourceRef`.
 */
const SOURCE_COLUMNS: [string, number][] = [
  ['sourceUtmSource', 100],
  ['sourceUtmMedium', 100],
  ['sourceUtmCampaign', 100],
  ['sourceRef', 64],
  ['sourceReferrerDomain', 253],
  ['sourceHeardFrom', 200],
];

export class ApplicationSourcesAndTrackingLinks1796000026000 implements MigrationInterface {
  name = 'ApplicationSourcesAndTrackingLinks1796000026000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns(
      'job_applications',
      SOURCE_COLUMNS.map(
        ([name, length]) =>
          new TableColumn({ name, type: 'varchar', length: String(length), isNullable: true }),
      ),
    );
    await queryRunner.createIndex(
      'job_applications',
      new TableIndex({ name: 'IDX_job_applications_sourceRef', columnNames: ['sourceRef'] }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'tracking_links',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'jobId', type: 'int' },
          { name: 'channel', type: 'varchar', length: '60' },
          { name: 'ref', type: 'varchar', length: '64' },
          { name: 'clicks', type: 'int', default: 0 },
          { name: 'createdBy', type: 'varchar', length: '100' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'UQ_tracking_links_ref', columnNames: ['ref'], isUnique: true },
          { name: 'IDX_tracking_links_createdAt', columnNames: ['createdAt', 'id'] },
        ],
        foreignKeys: [
          {
            name: 'FK_tracking_links_jobId',
            columnNames: ['jobId'],
            referencedTableName: 'jobs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('tracking_links');
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_sourceRef');
    for (const [name] of [...SOURCE_COLUMNS].reverse())
      await queryRunner.dropColumn('job_applications', name);
  }
}
