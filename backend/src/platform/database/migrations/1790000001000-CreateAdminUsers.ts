import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateAdminUsers1790000001000 implements MigrationInterface {
  name = 'CreateAdminUsers1790000001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'admin_users',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'username', type: 'varchar', length: '100', isUnique: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('admin_users', true);
  }
}
