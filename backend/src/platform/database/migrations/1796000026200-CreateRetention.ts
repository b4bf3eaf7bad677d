import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Retention: its settings (one row, the defaults), its state per record (marked, kept,
 * held), the log of purges, and the indexes its "last activity" queries need on the records' tables.
 */
export class CreateRetention1796000026200 implements MigrationInterface {
  name = 'CreateRetention1796000026200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const int = (name: string) => ({ name, type: 'int' }) as const;
    const time = (name: string, isNullable = true) => ({ name, type: 'datetime', isNullable }) as const;
    await queryRunner.createTable(
      new Table({
        name: 'retention_settings',
        columns: [
          { name: 'id', type: 'int', isPrimary: true },
          int('application_months'),
          int('enquiry_months'),
          int('quote_request_months'),
          int('quarantine_days'),
        ],
      }),
      true,
    );
    await queryRunner.query(
      'INSERT INTO retention_settings (id, application_months, enquiry_months, quote_request_months, quarantine_days) VALUES (1, 24, 24, 24, 30)',
    );
    await queryRunner.createTable(
      new Table({
        name: 'retention_records',
        columns: [
          { name: 'subject', type: 'varchar', length: '20', isPrimary: true },
          { name: 'item_id', type: 'int', isPrimary: true },
          time('marked_at'),
          time('purge_on'),
          time('kept_at'),
          time('held_at'),
          { name: 'held_by', type: 'varchar', length: '100', isNullable: true },
          { name: 'hold_reason', type: 'varchar', length: '500', isNullable: true },
        ],
        indices: [
          { name: 'IDX_retention_records_subject_purge_on', columnNames: ['subject', 'purge_on'] },
          { name: 'IDX_retention_records_subject_held_at', columnNames: ['subject', 'held_at'] },
        ],
      }),
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'retention_purges',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          time('at', false),
          { name: 'started_by', type: 'varchar', length: '10' },
          int('applications'),
          int('enquiries'),
          int('quote_requests'),
          int('application_months'),
          int('enquiry_months'),
          int('quote_request_months'),
          int('quarantine_days'),
        ],
      }),
      true,
    );
    // "Last activity" looks for a recent status change or note per application, and a recent
    // change per quote request: each answered from an index.
    for (const [table, name, columnNames] of ACTIVITY_INDEXES) {
      await queryRunner.createIndex(table, new TableIndex({ name, columnNames }));
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, name] of [...ACTIVITY_INDEXES].reverse()) await queryRunner.dropIndex(table, name);
    await queryRunner.dropTable('retention_purges', true);
    await queryRunner.dropTable('retention_records', true);
    await queryRunner.dropTable('retention_settings', true);
  }
}

const ACTIVITY_INDEXES: [string, string, string[]][] = [
  ['application_status_changes', 'IDX_application_status_changes_changedAt', ['applicationId', 'changedAt']],
  ['application_notes', 'IDX_application_notes_createdAt', ['applicationId', 'createdAt']],
  ['quote_requests', 'IDX_quote_requests_updated_at', ['updated_at']],
];
