import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/** Rows read per statement while existing mail is linked to its applications. */
const BATCH = 200;
/** The admin link in HR's notification and the panel's interview mails: `…&application=<id>`. */
const ADMIN_LINK = /[?&]application=(\d+)/g;

/**
 * Erasure that erases every copy: each outbox message is linked to the applications it is about
 * (an applicant's mail, HR's notification, the interview panel's), so erasing an application finds
 * its mail; an application remembers when its applicant was told that a legal hold defers their
 * erasure; finished mail (sent or failed) is found by age for the sent-mail purge.
 *
 * Mail queued before this migration is linked from what it shows: sent to the applicant's address,
 * or carrying the admin link to the application.
 */
export class ErasureOfEveryCopy1796000028700 implements MigrationInterface {
  name = 'ErasureOfEveryCopy1796000028700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'outbox_message_applications',
        columns: [
          { name: 'messageId', type: 'int', isPrimary: true },
          { name: 'applicationId', type: 'int', isPrimary: true },
        ],
        indices: [{ name: 'IDX_outbox_message_applications_applicationId', columnNames: ['applicationId'] }],
        foreignKeys: [
          {
            name: 'FK_outbox_message_applications_messageId',
            columnNames: ['messageId'],
            referencedTableName: 'outbox_messages',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createIndex(
      'outbox_messages',
      new TableIndex({ name: 'IDX_outbox_messages_finished', columnNames: ['status', 'updatedAt'] }),
    );
    await queryRunner.addColumn(
      'job_applications',
      new TableColumn({ name: 'erasureDeferredAt', type: 'datetime', isNullable: true }),
    );
    await this.linkExistingMail(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('job_applications', 'erasureDeferredAt');
    await queryRunner.dropIndex('outbox_messages', 'IDX_outbox_messages_finished');
    await queryRunner.dropTable('outbox_message_applications');
  }

  private async linkExistingMail(queryRunner: QueryRunner): Promise<void> {
    const byEmail = new Map<string, number[]>();
    const known = new Set<number>();
    for (let afterId = 0; ;) {
      const rows = (await queryRunner.query(
        'SELECT id, email FROM job_applications WHERE id > ? ORDER BY id LIMIT ?',
        [afterId, BATCH],
      )) as { id: number | string; email: string }[];
      for (const row of rows) {
        const id = Number(row.id);
        known.add(id);
        byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), id]);
      }
      if (rows.length < BATCH) break;
      afterId = Number(rows[rows.length - 1]!.id);
    }
    if (known.size === 0) return;
    for (let afterId = 0; ;) {
      const rows = (await queryRunner.query(
        'SELECT id, recipient, textBody FROM outbox_messages WHERE id > ? ORDER BY id LIMIT ?',
        [afterId, BATCH],
      )) as { id: number | string; recipient: string; textBody: string }[];
      const links: [number, number][] = [];
      for (const row of rows) {
        const about = new Set(byEmail.get(row.recipient) ?? []);
        for (const [, id] of row.textBody.matchAll(ADMIN_LINK))
          if (known.has(Number(id))) about.add(Number(id));
        for (const applicationId of about) links.push([Number(row.id), applicationId]);
      }
      if (links.length > 0) {
        await queryRunner.query(
          `INSERT INTO outbox_message_applications (messageId, applicationId) VALUES ${links.map(() => '(?, ?)').join(', ')}`,
          links.flat(),
        );
      }
      if (rows.length < BATCH) break;
      afterId = Number(rows[rows.length - 1]!.id);
    }
  }
}
