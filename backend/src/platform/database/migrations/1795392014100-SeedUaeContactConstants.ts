import { MigrationInterface, QueryRunner } from 'typeorm';
import { REACH_SITE_CONSTANTS } from '@uaq/contract';

/** Adds the call, WhatsApp and credential constants; values an admin already set are kept. */
export class SeedUaeContactConstants1795392014100 implements MigrationInterface {
  name = 'SeedUaeContactConstants1795392014100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('site_constants', ['name', 'value'])
      .values(
        Object.entries(REACH_SITE_CONSTANTS).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
      )
      .orIgnore()
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('site_constants')
      .where('name IN (:...names)', { names: Object.keys(REACH_SITE_CONSTANTS) })
      .execute();
  }
}
