import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/**
 * A team member's interface language (`en`, `ar`), kept on the account: the admin area shows it
 * and the e-mails to the member are written in it. Every existing account keeps English.
 */
export class TeamMemberLanguage1796000034000 implements MigrationInterface {
  name = 'TeamMemberLanguage1796000034000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'admin_users',
      new TableColumn({ name: 'language', type: 'varchar', length: '2', default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('admin_users', 'language');
  }
}
