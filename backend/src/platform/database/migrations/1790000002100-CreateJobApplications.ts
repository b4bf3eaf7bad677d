import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

export class CreateJobApplications1790000002100 implements MigrationInterface {
  name = 'CreateJobApplications1790000002100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'job_applications',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'firstName', type: 'varchar', length: '100' },
          { name: 'lastName', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '30' },
          { name: 'address', type: 'varchar', length: '500' },
          { name: 'position', type: 'varchar', length: '150' },
          { name: 'jobId', type: 'int', isNullable: true },
          { name: 'linkedinUrl', type: 'varchar', length: '300', isNullable: true },
          { name: 'coverLetter', type: 'text' },
          { name: 'status', type: 'varchar', length: '20', default: "'pending'" },
          { name: 'consentAt', type: 'datetime' },
          // "<jobId>:<email>" while the application is live (not rejected), else NULL. Its unique index
          // enforces one live application per email per job on both engines: a partial unique index
          // (WHERE status <> 'rejected') exists in SQLite but not in MySQL/MariaDB, while both let a
          // unique index hold any number of NULLs.
          { name: 'liveApplicationKey', type: 'varchar', length: '270', isNullable: true },
          { name: 'resumeStorageName', type: 'varchar', length: '100', isNullable: true },
          { name: 'resumeFileName', type: 'varchar', length: '255', isNullable: true },
          { name: 'resumeContentType', type: 'varchar', length: '100', isNullable: true },
          { name: 'resumeSize', type: 'int', isNullable: true },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
      true,
    );
    await queryRunner.createIndex(
      'job_applications',
      new TableIndex({
        name: 'UQ_job_applications_liveApplicationKey',
        columnNames: ['liveApplicationKey'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'job_applications',
      new TableIndex({ name: 'IDX_job_applications_jobId', columnNames: ['jobId'] }),
    );
    // The job link is cleared explicitly when a job is deleted; SET NULL is the safety net.
    await queryRunner.createForeignKey(
      'job_applications',
      new TableForeignKey({
        name: 'FK_job_applications_jobId',
        columnNames: ['jobId'],
        referencedTableName: 'jobs',
        referencedColumnNames: ['id'],
        onDelete: 'SET NULL',
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'application_status_changes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'applicationId', type: 'int' },
          { name: 'fromStatus', type: 'varchar', length: '20', isNullable: true },
          { name: 'toStatus', type: 'varchar', length: '20' },
          { name: 'changedBy', type: 'varchar', length: '100' },
          { name: 'changedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'IDX_application_status_changes_applicationId', columnNames: ['applicationId'] }],
        foreignKeys: [
          {
            name: 'FK_application_status_changes_applicationId',
            columnNames: ['applicationId'],
            referencedTableName: 'job_applications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('application_status_changes', true);
    await queryRunner.dropTable('job_applications', true);
  }
}
