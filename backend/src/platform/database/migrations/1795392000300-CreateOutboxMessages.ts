import { MigrationInterface, QueryRunner, Table } from 'typeorm';

export class CreateOutboxMessages1795392000300 implements MigrationInterface {
  name = 'CreateOutboxMessages1795392000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Millisecond times (datetime(3) on MySQL/MariaDB): retries and claim leases are short in tests.
    const time = (name: string, isNullable = false) =>
      ({ name, type: 'datetime', precision: 3, isNullable }) as const;
    await queryRunner.createTable(
      new Table({
        name: 'outbox_messages',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'template', type: 'varchar', length: '40' },
          { name: 'language', type: 'varchar', length: '8' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'recipientName', type: 'varchar', length: '200', isNullable: true },
          { name: 'subject', type: 'varchar', length: '300' },
          { name: 'textBody', type: 'text' },
          { name: 'htmlBody', type: 'text' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'int' },
          { name: 'lastError', type: 'varchar', length: '500', isNullable: true },
          time('nextAttemptAt'),
          time('giveUpAt'),
          { name: 'claimedBy', type: 'varchar', length: '64', isNullable: true },
          time('claimExpiresAt', true),
          time('sentAt', true),
          time('createdAt'),
          time('updatedAt'),
        ],
        indices: [
          { name: 'IDX_outbox_messages_due', columnNames: ['status', 'nextAttemptAt'] },
          { name: 'IDX_outbox_messages_claimedBy', columnNames: ['claimedBy'] },
        ],
      }),
      true,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('outbox_messages', true);
  }
}
