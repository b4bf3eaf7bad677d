import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateJobs1790000002000 implements MigrationInterface {
  name = 'CreateJobs1790000002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'jobs',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'title', type: 'varchar', length: '150' },
          { name: 'description', type: 'text' },
          { name: 'location', type: 'varchar', length: '100' },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'experience', type: 'varchar', length: '50' },
          { name: 'requirements', type: 'text' },
          { name: 'salary', type: 'varchar', length: '100', isNullable: true },
          { name: 'status', type: 'varchar', length: '20', default: "'active'" },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
      }),
      true,
    );
    // The public list filters by status and sorts by date.
    await queryRunner.createIndex(
      'jobs',
      new TableIndex({ name: 'IDX_jobs_status_createdAt', columnNames: ['status', 'createdAt'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('jobs', true);
  }
}
