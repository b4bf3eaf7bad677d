import { MigrationInterface, QueryRunner, Table } from 'typeorm';

/**
 * WhatsApp from the tracker: every chat HR opens with an applicant is in the application's history
 * (the number, the message, which template version wrote it, who, when), erased with the
 * application. The WhatsApp template itself is a row of mail_templates (purpose `whatsapp`).
 */
export class ApplicationWhatsAppContacts1796000035410 implements MigrationInterface {
  name = 'ApplicationWhatsAppContacts1796000035410';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'application_whatsapp_contacts',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'applicationId', type: 'int' },
          { name: 'phone', type: 'varchar', length: '20' },
          { name: 'language', type: 'varchar', length: '5' },
          { name: 'templatePurpose', type: 'varchar', length: '20' },
          { name: 'templateSavedAt', type: 'datetime', isNullable: true },
          { name: 'text', type: 'text' },
          { name: 'contactedBy', type: 'varchar', length: '100' },
          { name: 'contactedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'IDX_application_whatsapp_contacts_applicationId', columnNames: ['applicationId'] },
        ],
        foreignKeys: [
          {
            name: 'FK_application_whatsapp_contacts_applicationId',
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
    await queryRunner.dropTable('application_whatsapp_contacts');
  }
}
