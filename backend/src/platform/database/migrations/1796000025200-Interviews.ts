import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Interviews: outbox messages may carry attachments (an .ics invitation), team accounts
 * an e-mail address for their invitations, and applications interviews with their interviewers'
 * scorecards and a history of what happened to each.
 */
export class Interviews1796000025200 implements MigrationInterface {
  name = 'Interviews1796000025200';

  async up(queryRunner: QueryRunner): Promise<void> {
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: 'increment',
    } as const;
    const time = (name: string, isNullable = false) =>
      ({ name, type: 'datetime', precision: 3, isNullable }) as const;

    await queryRunner.addColumn(
      'admin_users',
      new TableColumn({ name: 'email', type: 'varchar', length: '254', isNullable: true }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'outbox_attachments',
        columns: [
          id,
          { name: 'messageId', type: 'int' },
          { name: 'filename', type: 'varchar', length: '200' },
          { name: 'contentType', type: 'varchar', length: '200' },
          // Text parts only (an .ics is a few kilobytes): TEXT holds 64 KB on MySQL.
          { name: 'content', type: 'text' },
        ],
        indices: [{ name: 'IDX_outbox_attachments_messageId', columnNames: ['messageId'] }],
        foreignKeys: [
          {
            name: 'FK_outbox_attachments_messageId',
            columnNames: ['messageId'],
            referencedTableName: 'outbox_messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'interviews',
        columns: [
          id,
          { name: 'applicationId', type: 'int' },
          { name: 'calendarUid', type: 'varchar', length: '100' },
          { name: 'sequence', type: 'int', default: 0 },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'response', type: 'varchar', length: '12' },
          time('respondedAt', true),
          time('startsAt'),
          { name: 'durationMinutes', type: 'int' },
          { name: 'timeZone', type: 'varchar', length: '64' },
          { name: 'localDate', type: 'varchar', length: '10' },
          { name: 'localTime', type: 'varchar', length: '5' },
          { name: 'location', type: 'varchar', length: '300', isNullable: true },
          { name: 'meetingUrl', type: 'varchar', length: '500', isNullable: true },
          { name: 'createdBy', type: 'varchar', length: '100' },
          time('createdAt'),
          time('updatedAt'),
        ],
        indices: [
          { name: 'IDX_interviews_applicationId', columnNames: ['applicationId', 'startsAt'] },
          { name: 'UQ_interviews_calendarUid', columnNames: ['calendarUid'], isUnique: true },
        ],
        foreignKeys: [
          {
            name: 'FK_interviews_applicationId',
            columnNames: ['applicationId'],
            referencedTableName: 'job_applications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'interview_interviewers',
        columns: [
          id,
          { name: 'interviewId', type: 'int' },
          { name: 'adminUserId', type: 'int' },
          { name: 'username', type: 'varchar', length: '100' },
          { name: 'rating', type: 'int', isNullable: true },
          { name: 'notes', type: 'text', isNullable: true },
          time('scoredAt', true),
        ],
        indices: [
          {
            name: 'UQ_interview_interviewers_member',
            columnNames: ['interviewId', 'adminUserId'],
            isUnique: true,
          },
        ],
        foreignKeys: [
          {
            name: 'FK_interview_interviewers_interviewId',
            columnNames: ['interviewId'],
            referencedTableName: 'interviews',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'interview_events',
        columns: [
          id,
          { name: 'interviewId', type: 'int' },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'actor', type: 'varchar', length: '100' },
          time('at'),
        ],
        indices: [{ name: 'IDX_interview_events_interviewId', columnNames: ['interviewId'] }],
        foreignKeys: [
          {
            name: 'FK_interview_events_interviewId',
            columnNames: ['interviewId'],
            referencedTableName: 'interviews',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('interview_events');
    await queryRunner.dropTable('interview_interviewers');
    await queryRunner.dropTable('interviews');
    await queryRunner.dropTable('outbox_attachments');
    await queryRunner.dropColumn('admin_users', 'email');
  }
}
