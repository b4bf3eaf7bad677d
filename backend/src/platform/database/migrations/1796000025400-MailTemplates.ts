import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * HR's own versions of the applicant e-mail templates (without a row, the default in
 * code applies), and each templated e-mail sent to an applicant in the application's history.
 * `requestId` makes a bulk send idempotent: one row per application and request.
 */
export class MailTemplates1796000025400 implements MigrationInterface {
  name = 'MailTemplates1796000025400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    await queryRunner.createTable(
      new Table({
        name: 'mail_templates',
        columns: [
          id,
          { name: 'purpose', type: 'varchar', length: '20' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'body', type: 'text' },
          { name: 'updatedBy', type: 'varchar', length: '100' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          {
            name: 'UQ_mail_templates_purpose_language',
            columnNames: ['purpose', 'language'],
            isUnique: true,
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_mails',
        columns: [
          id,
          { name: 'applicationId', type: 'int' },
          { name: 'purpose', type: 'varchar', length: '20' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'sentBy', type: 'varchar', length: '100' },
          { name: 'requestId', type: 'varchar', length: '36', isNullable: true },
          { name: 'sentAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'IDX_application_mails_applicationId', columnNames: ['applicationId'] },
          {
            name: 'UQ_application_mails_requestId_applicationId',
            columnNames: ['requestId', 'applicationId'],
            isUnique: true,
          },
        ],
        foreignKeys: [
          {
            name: 'FK_application_mails_applicationId',
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
    await queryRunner.dropTable('application_mails');
    await queryRunner.dropTable('mail_templates');
  }
}
