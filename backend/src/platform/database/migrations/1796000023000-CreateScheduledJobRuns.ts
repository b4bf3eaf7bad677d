import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateScheduledJobRuns1796000023000 implements MigrationInterface {
  name = 'CreateScheduledJobRuns1796000023000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const time = (name: string, isNullable = false) =>
      ({ name, type: 'datetime', precision: 3, isNullable }) as const;
    await queryRunner.createTable(
      new Table({
        name: 'scheduled_job_runs',
        columns: [
          // The composite primary key is the lease: one row per job and period, whoever inserts first.
          { name: 'jobName', type: 'varchar', length: '80', isPrimary: true },
          { name: 'periodStart', type: 'varchar', length: '24', isPrimary: true },
          { name: 'instance', type: 'varchar', length: '120' },
          time('startedAt'),
          time('finishedAt', true),
          { name: 'outcome', type: 'varchar', length: '10' },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('scheduled_job_runs', true);
  }
}
