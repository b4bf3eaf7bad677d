import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * Each change of an application's e-mail address by its applicant (status page), so the panel
 * shows the address it had before. Changes made before this migration were not recorded.
 */
export class ApplicationEmailChanges1796000035330 implements MigrationInterface {
  name = 'ApplicationEmailChanges1796000035330';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'application_email_changes',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'applicationId', type: 'int' },
          { name: 'previousEmail', type: 'varchar', length: '254' },
          { name: 'newEmail', type: 'varchar', length: '254' },
          { name: 'changedAt', type: 'datetime' },
        ],
        indices: [{ name: 'IDX_application_email_changes_applicationId', columnNames: ['applicationId'] }],
        foreignKeys: [
          {
            name: 'FK_application_email_changes_applicationId',
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
    await queryRunner.dropTable('application_email_changes');
  }
}
