import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/** The audit trail: who did what, when, from where, to which record (ids only). */
export class CreateAuditEvents1795392000200 implements MigrationInterface {
  name = 'CreateAuditEvents1795392000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_events',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'at', type: 'datetime' },
          { name: 'actor_id', type: 'int', isNullable: true },
          { name: 'actor_username', type: 'varchar', length: '100', isNullable: true },
          { name: 'action', type: 'varchar', length: '40' },
          { name: 'target_type', type: 'varchar', length: '30', isNullable: true },
          { name: 'target_id', type: 'int', isNullable: true },
          { name: 'address', type: 'varchar', length: '45', isNullable: true },
        ],
      }),
      true,
    );
    await queryRunner.createIndices('audit_events', [
      new TableIndex({ name: 'IDX_audit_events_at', columnNames: ['at'] }),
      new TableIndex({ name: 'IDX_audit_events_actor', columnNames: ['actor_username', 'at'] }),
      new TableIndex({ name: 'IDX_audit_events_action', columnNames: ['action', 'at'] }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('audit_events', true);
  }
}
