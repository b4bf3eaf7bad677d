import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/** The name the one rating of a card written before structured scorecards is kept under. */
const OVERALL = { name: 'Overall rating', nameAr: 'التقييم العام' };
/** Rows copied per statement. */
const BATCH = 200;

interface OldCard {
  id: number | string;
  interviewId: number | string;
  adminUserId: number | string;
  username: string;
  rating: number | string | null;
  notes: string | null;
  scoredAt: Date | string;
}

/**
 * Structured scorecards: each job's criteria, and one card per interviewer per interview (ratings
 * per criterion, a recommendation, a comment; a draft until submitted), in a table of their own.
 * The cards recorded before (one 1–5 rating and notes on the panel's row) become submitted cards:
 * the rating under "Overall rating", the notes as the comment, no recommendation; the panel's
 * rows then keep only who sits on it, and are found by account too (the interviewer's desk).
 */
export class Scorecards1796000036210 implements MigrationInterface {
  name = 'Scorecards1796000036210';

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

    await queryRunner.createTable(
      new Table({
        name: 'scorecard_criteria',
        columns: [
          id,
          { name: 'jobId', type: 'int' },
          { name: 'position', type: 'int' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'nameAr', type: 'varchar', length: '100' },
        ],
        indices: [{ name: 'IDX_scorecard_criteria_jobId', columnNames: ['jobId', 'position'] }],
        foreignKeys: [
          {
            name: 'FK_scorecard_criteria_jobId',
            columnNames: ['jobId'],
            referencedTableName: 'jobs',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'interview_scorecards',
        columns: [
          id,
          { name: 'interviewId', type: 'int' },
          { name: 'adminUserId', type: 'int' },
          { name: 'username', type: 'varchar', length: '100' },
          { name: 'ratings', type: 'text' },
          { name: 'recommendation', type: 'varchar', length: '12', isNullable: true },
          { name: 'comment', type: 'text', isNullable: true },
          time('submittedAt', true),
          time('createdAt'),
          time('updatedAt'),
        ],
        indices: [
          {
            name: 'UQ_interview_scorecards_card',
            columnNames: ['interviewId', 'adminUserId'],
            isUnique: true,
          },
        ],
        foreignKeys: [
          {
            name: 'FK_interview_scorecards_interviewId',
            columnNames: ['interviewId'],
            referencedTableName: 'interviews',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    for (let afterId = 0; ;) {
      const rows = (await queryRunner.query(
        'SELECT id, interviewId, adminUserId, username, rating, notes, scoredAt FROM interview_interviewers WHERE scoredAt IS NOT NULL AND id > ? ORDER BY id LIMIT ?',
        [afterId, BATCH],
      )) as OldCard[];
      for (const row of rows) {
        const ratings =
          row.rating === null ? [] : [{ criterionId: null, ...OVERALL, rating: Number(row.rating) }];
        await queryRunner.query(
          'INSERT INTO interview_scorecards (interviewId, adminUserId, username, ratings, recommendation, comment, submittedAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)',
          [
            row.interviewId,
            row.adminUserId,
            row.username,
            JSON.stringify(ratings),
            row.notes,
            row.scoredAt,
            row.scoredAt,
            row.scoredAt,
          ],
        );
      }
      if (rows.length < BATCH) break;
      afterId = Number(rows[rows.length - 1]!.id);
    }

    await queryRunner.dropColumns('interview_interviewers', ['scoredAt', 'notes', 'rating']);
    await queryRunner.createIndex(
      'interview_interviewers',
      new TableIndex({
        name: 'IDX_interview_interviewers_adminUserId',
        columnNames: ['adminUserId', 'interviewId'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('interview_interviewers', 'IDX_interview_interviewers_adminUserId');
    await queryRunner.addColumns('interview_interviewers', [
      new TableColumn({ name: 'rating', type: 'int', isNullable: true }),
      new TableColumn({ name: 'notes', type: 'text', isNullable: true }),
      new TableColumn({ name: 'scoredAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    // A submitted card's overall rating (if it has one) and comment go back on the panel's row.
    const cards = (await queryRunner.query(
      'SELECT interviewId, adminUserId, ratings, comment, submittedAt FROM interview_scorecards WHERE submittedAt IS NOT NULL',
    )) as {
      interviewId: number;
      adminUserId: number;
      ratings: string;
      comment: string | null;
      submittedAt: Date | string;
    }[];
    for (const card of cards) {
      const ratings = JSON.parse(card.ratings) as { rating: number }[];
      const rating =
        ratings.length === 0
          ? null
          : Math.round(ratings.reduce((sum, r) => sum + r.rating, 0) / ratings.length);
      await queryRunner.query(
        'UPDATE interview_interviewers SET rating = ?, notes = ?, scoredAt = ? WHERE interviewId = ? AND adminUserId = ?',
        [rating, card.comment, card.submittedAt, card.interviewId, card.adminUserId],
      );
    }
    await queryRunner.dropTable('interview_scorecards');
    await queryRunner.dropTable('scorecard_criteria');
  }
}
