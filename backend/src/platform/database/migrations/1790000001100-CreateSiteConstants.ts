import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { INITIAL_SITE_CONSTANTS } from '@uaq/contract';

/** Creates the constants and seeds them once: values an admin later removes stay removed. */
export class CreateSiteConstants1790000001100 implements MigrationInterface {
  name = 'CreateSiteConstants1790000001100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'site_constants',
        columns: [
          { name: 'name', type: 'varchar', length: '64', isPrimary: true },
          { name: 'value', type: 'text' },
        ],
      }),
      true,
    );
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('site_constants', ['name', 'value'])
      .values(
        Object.entries(INITIAL_SITE_CONSTANTS).map(([name, value]) => ({
          name,
          value: JSON.stringify(value),
        })),
      )
      .orIgnore()
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('site_constants', true);
  }
}
