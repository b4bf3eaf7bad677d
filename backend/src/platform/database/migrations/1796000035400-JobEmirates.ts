import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { DEFAULT_JOB_EMIRATE, jobEmirateOf } from '@uaq/contract';

/**
 * A job names its emirate, as a quote request does: search engines and job boards read it as the
 * job's region (every JobPosting said Umm Al Quwain, so Ajman and Ras Al Khaimah jobs were
 * mislabelled). Existing jobs take the emirate their location names (English, else Arabic), else
 * Umm Al Quwain; those that change are marked changed (`updatedAt`), so the sitemap's `lastmod`
 * sends search engines back to them.
 */
export class JobEmirates1796000035400 implements MigrationInterface {
  name = 'JobEmirates1796000035400';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'jobs',
      new TableColumn({
        name: 'emirate',
        type: 'varchar',
        length: '20',
        default: `'${DEFAULT_JOB_EMIRATE}'`,
      }),
    );
    const jobs = (await queryRunner.query('SELECT id, location, locationAr FROM jobs')) as {
      id: number;
      location: string;
      locationAr: string | null;
    }[];
    for (const job of jobs) {
      const emirate = jobEmirateOf(job);
      if (emirate === DEFAULT_JOB_EMIRATE) continue;
      await queryRunner.query('UPDATE jobs SET emirate = ?, updatedAt = CURRENT_TIMESTAMP WHERE id = ?', [
        emirate,
        job.id,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('jobs', 'emirate');
  }
}
