import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';

export class CreateProjects1795392014300 implements MigrationInterface {
  name = 'CreateProjects1795392014300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment' as const,
    };
    await queryRunner.createTable(
      new Table({
        name: 'projects',
        columns: [
          id,
          { name: 'slug', type: 'varchar', length: '120' },
          { name: 'title', type: 'varchar', length: '150' },
          { name: 'category', type: 'varchar', length: '20' },
          { name: 'client', type: 'varchar', length: '150', isNullable: true },
          { name: 'location', type: 'varchar', length: '100' },
          { name: 'duration', type: 'varchar', length: '50', isNullable: true },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'description', type: 'text' },
          { name: 'services', type: 'varchar', length: '255' },
          { name: 'published', type: 'boolean' },
          { name: 'sample', type: 'boolean' },
          { name: 'position', type: 'integer' },
          { name: 'created_at', type: 'datetime' },
          { name: 'updated_at', type: 'datetime' },
        ],
      }),
      true,
    );
    await queryRunner.createIndices('projects', [
      new TableIndex({ name: 'UQ_projects_slug', columnNames: ['slug'], isUnique: true }),
      new TableIndex({ name: 'IDX_projects_position', columnNames: ['position'] }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'project_photos',
        columns: [
          id,
          { name: 'project_id', type: 'integer' },
          { name: 'storage_key', type: 'varchar', length: '36' },
          { name: 'widths', type: 'varchar', length: '50' },
          { name: 'width', type: 'integer' },
          { name: 'height', type: 'integer' },
          { name: 'alt', type: 'varchar', length: '200' },
          { name: 'position', type: 'integer' },
        ],
      }),
      true,
    );
    await queryRunner.createForeignKey(
      'project_photos',
      new TableForeignKey({
        name: 'FK_project_photos_project',
        columnNames: ['project_id'],
        referencedTableName: 'projects',
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('project_photos', true, true);
    await queryRunner.dropTable('projects', true);
  }
}
