import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Referrals: a tracking link may be for all jobs (no job: it opens the careers page) and named after
 * the person who refers; an application that came through one keeps its referrer's name in
 * application_referrals, so the tracker and the referrals report still name them once the link is
 * revoked.
 */
export class ReferralLinks1796000035420 implements MigrationInterface {
  name = 'ReferralLinks1796000035420';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn(
      'tracking_links',
      'jobId',
      new TableColumn({ name: 'jobId', type: 'int', isNullable: true }),
    );
    await queryRunner.addColumn(
      'tracking_links',
      new TableColumn({ name: 'referrer', type: 'varchar', length: '100', isNullable: true }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_referrals',
        columns: [
          { name: 'applicationId', type: 'int', isPrimary: true },
          { name: 'referrer', type: 'varchar', length: '100' },
        ],
        indices: [{ name: 'IDX_application_referrals_referrer', columnNames: ['referrer'] }],
        foreignKeys: [
          {
            name: 'FK_application_referrals_applicationId',
            columnNames: ['applicationId'],
            referencedTableName: 'job_applications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('application_referrals');
    await queryRunner.dropColumn('tracking_links', 'referrer');
    // Links for all jobs cannot survive a job id that must name a job.
    await queryRunner.query('DELETE FROM tracking_links WHERE jobId IS NULL');
    await queryRunner.changeColumn(
      'tracking_links',
      'jobId',
      new TableColumn({ name: 'jobId', type: 'int', isNullable: false }),
    );
  }
}
