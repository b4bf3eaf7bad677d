import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * Jobs may carry an Arabic title, description and requirements (null: none, the English
 * shows); applications, enquiries and quote requests remember the language the visitor used (from
 * `Accept-Language`), so the e-mails to them follow it. Rows from before were all sent in English.
 */
const LANGUAGE_TABLES = ['job_applications', 'enquiries', 'quote_requests'];

export class ArabicJobsAndVisitorLanguage1795392015100 implements MigrationInterface {
  name = 'ArabicJobsAndVisitorLanguage1795392015100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('jobs', [
      new TableColumn({ name: 'titleAr', type: 'varchar', length: '150', isNullable: true }),
      new TableColumn({ name: 'descriptionAr', type: 'text', isNullable: true }),
      new TableColumn({ name: 'requirementsAr', type: 'text', isNullable: true }),
    ]);
    for (const table of LANGUAGE_TABLES) {
      await queryRunner.addColumn(
        table,
        new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" }),
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of LANGUAGE_TABLES) await queryRunner.dropColumn(table, 'language');
    for (const column of ['requirementsAr', 'descriptionAr', 'titleAr']) {
      await queryRunner.dropColumn('jobs', column);
    }
  }
}
