import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * The applicant's status page: the links mailed to applicants (stored as hashes of their
 * tokens, so a copy of the database opens no one's page) and each application's erasure request.
 */
export class ApplicantStatusLinks1796000026300 implements MigrationInterface {
  name = 'ApplicantStatusLinks1796000026300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'applicant_links',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'purpose', type: 'varchar', length: '20' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'newEmail', type: 'varchar', length: '254', isNullable: true },
          { name: 'tokenHash', type: 'varchar', length: '64' },
          { name: 'language', type: 'varchar', length: '2', default: "'en'" },
          { name: 'expiresAt', type: 'datetime' },
          { name: 'revokedAt', type: 'datetime', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'UQ_applicant_links_tokenHash', columnNames: ['tokenHash'], isUnique: true },
          { name: 'IDX_applicant_links_email', columnNames: ['email', 'purpose'] },
        ],
      }),
    );
    await queryRunner.addColumn(
      'job_applications',
      new TableColumn({ name: 'erasureRequestedAt', type: 'datetime', isNullable: true }),
    );
    await queryRunner.createIndex(
      'job_applications',
      new TableIndex({
        name: 'IDX_job_applications_erasureRequestedAt',
        columnNames: ['erasureRequestedAt'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_erasureRequestedAt');
    await queryRunner.dropColumn('job_applications', 'erasureRequestedAt');
    await queryRunner.dropTable('applicant_links');
  }
}
