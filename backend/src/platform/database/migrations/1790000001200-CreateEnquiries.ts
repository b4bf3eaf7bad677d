import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateEnquiries1790000001200 implements MigrationInterface {
  name = 'CreateEnquiries1790000001200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'enquiries',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '30', isNullable: true },
          { name: 'subject', type: 'varchar', length: '50' },
          { name: 'message', type: 'text' },
          { name: 'handled', type: 'boolean', default: false },
          { name: 'created_at', type: 'datetime' },
        ],
      }),
      true,
    );
    await queryRunner.createIndex(
      'enquiries',
      new TableIndex({ name: 'IDX_enquiries_created_at', columnNames: ['created_at'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('enquiries', true);
  }
}
