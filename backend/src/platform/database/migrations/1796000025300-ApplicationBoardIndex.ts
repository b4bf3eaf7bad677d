import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The board by stage of one job reads each column as "this job, this status, newest
 * first". (status, createdAt, id) already serves the board across jobs; this serves it per job,
 * counts included, from the index alone.
 */
export class ApplicationBoardIndex1796000025300 implements MigrationInterface {
  name = 'ApplicationBoardIndex1796000025300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'job_applications',
      new TableIndex({
        name: 'IDX_job_applications_jobId_status_createdAt',
        columnNames: ['jobId', 'status', 'createdAt', 'id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_jobId_status_createdAt');
  }
}
