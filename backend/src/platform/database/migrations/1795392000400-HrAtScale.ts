import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Notes on applications, and indexes for the paged lists' filters and sorts (newest
 * first within a status or a job; enquiries by handled then date). Names are explicit so both
 * engines hold the same schema.
 */
export class HrAtScale1795392000400 implements MigrationInterface {
  name = 'HrAtScale1795392000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'application_notes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'applicationId', type: 'int' },
          { name: 'text', type: 'text' },
          { name: 'author', type: 'varchar', length: '100' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'IDX_application_notes_applicationId', columnNames: ['applicationId'] }],
        foreignKeys: [
          {
            name: 'FK_application_notes_applicationId',
            columnNames: ['applicationId'],
            referencedTableName: 'job_applications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
      true,
    );
    const indexes: Array<[string, string, string[]]> = [
      ['job_applications', 'IDX_job_applications_createdAt', ['createdAt', 'id']],
      ['job_applications', 'IDX_job_applications_status_createdAt', ['status', 'createdAt', 'id']],
      ['job_applications', 'IDX_job_applications_jobId_createdAt', ['jobId', 'createdAt', 'id']],
      ['job_applications', 'IDX_job_applications_name', ['firstName', 'lastName', 'id']],
      ['enquiries', 'IDX_enquiries_handled_created_at', ['handled', 'created_at', 'id']],
      ['enquiries', 'IDX_enquiries_name', ['name', 'id']],
    ];
    for (const [table, name, columnNames] of indexes) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [
      ['enquiries', 'IDX_enquiries_name'],
      ['enquiries', 'IDX_enquiries_handled_created_at'],
      ['job_applications', 'IDX_job_applications_name'],
      ['job_applications', 'IDX_job_applications_jobId_createdAt'],
      ['job_applications', 'IDX_job_applications_status_createdAt'],
      ['job_applications', 'IDX_job_applications_createdAt'],
    ]) {
      await queryRunner.dropIndex(table, name);
    }
    await queryRunner.dropTable('application_notes', true);
  }
}
