import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Offers of employment: an application's offers with their history, the pre-employment checklist
 * an accepted offer opens, whether HR may approve offers (a security setting), and binary
 * attachments in the outbox (the offer letters as PDF, next to the text ones such as the .ics).
 */
export class Offers1796000036300 implements MigrationInterface {
  name = 'Offers1796000036300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    } as const;
    const time = (name: string, isNullable = false) =>
      ({ name, type: 'datetime', precision: 3, isNullable }) as const;
    const ofApplication = (table: string) => ({
      name: `FK_${table}_applicationId`,
      columnNames: ['applicationId'],
      referencedTableName: 'job_applications',
      referencedColumnNames: ['id'],
      onDelete: 'CASCADE',
    });

    await queryRunner.addColumn(
      'security_settings',
      new TableColumn({ name: 'hr_may_approve_offers', type: 'boolean', default: false }),
    );
    // A letter is some 40 kB; MySQL's BLOB stops at 64 kB, MEDIUMBLOB at 16 MB.
    await queryRunner.addColumn(
      'outbox_attachments',
      new TableColumn({ name: 'data', type: mysql ? 'mediumblob' : 'blob', isNullable: true }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'offers',
        columns: [
          id,
          { name: 'applicationId', type: 'int' },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'position', type: 'varchar', length: '150' },
          { name: 'positionAr', type: 'varchar', length: '150', isNullable: true },
          { name: 'startDate', type: 'varchar', length: '10' },
          { name: 'workPattern', type: 'varchar', length: '20' },
          { name: 'contractMonths', type: 'int' },
          { name: 'probationMonths', type: 'int' },
          { name: 'basicSalary', type: 'int' },
          { name: 'housingAllowance', type: 'int', default: 0 },
          { name: 'transportAllowance', type: 'int', default: 0 },
          { name: 'otherAllowances', type: 'text' },
          { name: 'expiresOn', type: 'varchar', length: '10' },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'draftedBy', type: 'varchar', length: '100' },
          { name: 'changedBy', type: 'varchar', length: '100' },
          { name: 'approvedBy', type: 'varchar', length: '100', isNullable: true },
          time('approvedAt', true),
          { name: 'sentBy', type: 'varchar', length: '100', isNullable: true },
          time('sentAt', true),
          { name: 'answer', type: 'varchar', length: '10', isNullable: true },
          time('answeredAt', true),
          { name: 'letterEnStorageName', type: 'varchar', length: '100', isNullable: true },
          { name: 'letterArStorageName', type: 'varchar', length: '100', isNullable: true },
          time('createdAt'),
          time('updatedAt'),
        ],
        indices: [
          { name: 'IDX_offers_applicationId', columnNames: ['applicationId'] },
          { name: 'IDX_offers_status', columnNames: ['status', 'id'] },
        ],
        foreignKeys: [ofApplication('offers')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'offer_events',
        columns: [
          id,
          { name: 'offerId', type: 'int' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'actor', type: 'varchar', length: '100' },
          time('at'),
        ],
        indices: [{ name: 'IDX_offer_events_offerId', columnNames: ['offerId'] }],
        foreignKeys: [
          {
            name: 'FK_offer_events_offerId',
            columnNames: ['offerId'],
            referencedTableName: 'offers',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'pre_employment_checks',
        columns: [
          id,
          { name: 'applicationId', type: 'int' },
          { name: 'item', type: 'varchar', length: '30' },
          { name: 'label', type: 'varchar', length: '100', isNullable: true },
          { name: 'done', type: 'boolean', default: false },
          { name: 'doneBy', type: 'varchar', length: '100', isNullable: true },
          time('doneAt', true),
          { name: 'expiresOn', type: 'varchar', length: '10', isNullable: true },
          { name: 'documentStorageName', type: 'varchar', length: '100', isNullable: true },
          { name: 'documentFileName', type: 'varchar', length: '255', isNullable: true },
          { name: 'documentContentType', type: 'varchar', length: '50', isNullable: true },
          { name: 'documentSize', type: 'int', isNullable: true },
          time('createdAt'),
        ],
        indices: [{ name: 'IDX_pre_employment_checks_applicationId', columnNames: ['applicationId'] }],
        foreignKeys: [ofApplication('pre_employment_checks')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('pre_employment_checks');
    await queryRunner.dropTable('offer_events');
    await queryRunner.dropTable('offers');
    await queryRunner.dropColumn('outbox_attachments', 'data');
    await queryRunner.dropColumn('security_settings', 'hr_may_approve_offers');
  }
}
