import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

export class CreateQuoteRequests1795392014200 implements MigrationInterface {
  name = 'CreateQuoteRequests1795392014200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'quote_requests',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'company', type: 'varchar', length: '150', isNullable: true },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'phone', type: 'varchar', length: '30' },
          { name: 'emirate', type: 'varchar', length: '20' },
          { name: 'building_type', type: 'varchar', length: '30' },
          { name: 'services', type: 'varchar', length: '255' },
          { name: 'floors', type: 'integer', isNullable: true },
          { name: 'area_sqm', type: 'integer', isNullable: true },
          { name: 'amc', type: 'boolean' },
          { name: 'preferred_contact', type: 'varchar', length: '10' },
          { name: 'message', type: 'text', isNullable: true },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'drawing_storage_name', type: 'varchar', length: '60', isNullable: true },
          { name: 'drawing_file_name', type: 'varchar', length: '255', isNullable: true },
          { name: 'drawing_content_type', type: 'varchar', length: '50', isNullable: true },
          { name: 'consent_at', type: 'datetime' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
      true,
    );
    await queryRunner.createIndices('quote_requests', [
      new TableIndex({ name: 'IDX_quote_requests_created_at', columnNames: ['created_at'] }),
      new TableIndex({ name: 'IDX_quote_requests_status', columnNames: ['status'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('quote_requests', true);
  }
}
