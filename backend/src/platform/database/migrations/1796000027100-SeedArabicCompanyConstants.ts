import { MigrationInterface, QueryRunner } from 'typeorm';
import { ARABIC_SITE_CONSTANTS } from '@uaq/contract/arabic-site-constants';

/** Adds the Arabic trade name and address; values an admin already set are kept. */
export class SeedArabicCompanyConstants1796000027100 implements MigrationInterface {
  name = 'SeedArabicCompanyConstants1796000027100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('site_constants', ['name', 'value'])
      .values(
        Object.entries(ARABIC_SITE_CONSTANTS).map(([name, value]) => ({
          name,
          value: JSON.stringify(value),
        })),
      )
      .orIgnore()
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.manager
      .createQueryBuilder()
      .delete()
      .from('site_constants')
      .where('name IN (:...names)', { names: Object.keys(ARABIC_SITE_CONSTANTS) })
      .execute();
  }
}
