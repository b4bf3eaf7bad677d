import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

const SLOT_COLUMNS = ['slotStartsAt', 'slotTimeZone', 'slotDate', 'slotTime', 'slotDurationMinutes'];
/** Each slot column and the interview's column it was copied from. */
const FROM_INTERVIEW: Record<string, string> = {
  slotStartsAt: 'startsAt',
  slotTimeZone: 'timeZone',
  slotDate: 'localDate',
  slotTime: 'localTime',
  slotDurationMinutes: 'durationMinutes',
};

/**
 * Each interview event keeps the slot it was about: the history showed the interview's current
 * slot beside every entry, so an acceptance of the 1 December slot read as one of the slot it was
 * moved to. Existing events get their interview's slot where it is certainly theirs (from the
 * interview's last reschedule on, or all of them when it was never moved); earlier ones stay null.
 */
export class InterviewEventSlots1796000035310 implements MigrationInterface {
  name = 'InterviewEventSlots1796000035310';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('interview_events', [
      new TableColumn({ name: 'slotStartsAt', type: 'datetime', precision: 3, isNullable: true }),
      new TableColumn({ name: 'slotTimeZone', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'slotDate', type: 'varchar', length: '10', isNullable: true }),
      new TableColumn({ name: 'slotTime', type: 'varchar', length: '5', isNullable: true }),
      new TableColumn({ name: 'slotDurationMinutes', type: 'int', isNullable: true }),
    ]);
    const copies = SLOT_COLUMNS.map(
      (column) =>
        `${column} = (SELECT i.${FROM_INTERVIEW[column]} FROM interviews i WHERE i.id = interview_events.interviewId)`,
    );
    await queryRunner.query(`UPDATE interview_events SET ${copies.join(', ')}`);
    // Read first: MySQL refuses an UPDATE whose subquery reads the table being updated.
    const moved = (await queryRunner.query(
      "SELECT interviewId, MAX(id) AS lastMove FROM interview_events WHERE kind = 'rescheduled' GROUP BY interviewId",
    )) as { interviewId: number | string; lastMove: number | string }[];
    const unknown = SLOT_COLUMNS.map((column) => `${column} = NULL`).join(', ');
    for (const { interviewId, lastMove } of moved) {
      await queryRunner.query(`UPDATE interview_events SET ${unknown} WHERE interviewId = ? AND id < ?`, [
        Number(interviewId),
        Number(lastMove),
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of [...SLOT_COLUMNS].reverse())
      await queryRunner.dropColumn('interview_events', column);
  }
}
