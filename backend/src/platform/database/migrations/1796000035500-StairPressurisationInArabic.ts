import { MigrationInterface, QueryRunner } from 'typeorm';

const SAMPLE = 'office-building-smoke-management';
const BEFORE =
  'ضغط السلالم وشفط الدخان من الممرات لمبنى مكاتب من 9 طوابق، مع أنظمة تحكم للمراوح مقاومة للحريق ولوحة تحكم يدوي لرجال الإطفاء.';
const AFTER =
  'زيادة ضغط الهواء في بيوت الدرج وشفط الدخان من الممرات لمبنى مكاتب من 9 طوابق، مع أنظمة تحكم للمراوح مقاومة للحريق ولوحة تحكم يدوي لرجال الإطفاء.';

/**
 * The sample office project's Arabic names stair pressurisation as the glossary does («زيادة ضغط
 * الهواء في بيوت الدرج», not «ضغط السلالم»), unless HR has rewritten its description.
 */
export class StairPressurisationInArabic1796000035500 implements MigrationInterface {
  name = 'StairPressurisationInArabic1796000035500';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE projects SET descriptionAr = ? WHERE slug = ? AND sample = 1 AND descriptionAr = ?',
      [AFTER, SAMPLE, BEFORE],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'UPDATE projects SET descriptionAr = ? WHERE slug = ? AND sample = 1 AND descriptionAr = ?',
      [BEFORE, SAMPLE, AFTER],
    );
  }
}
