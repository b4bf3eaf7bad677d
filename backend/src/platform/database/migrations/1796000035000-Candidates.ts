import { MigrationInterface, QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';
import { phoneE164 } from '@uaq/contract/phone';

/** Applications read at a time: a table of any size is walked without loading it whole. */
const BATCH = 500;

/**
 * Candidates: one per person (their exact e-mail address, binary on MySQL like the applications'),
 * linking all their applications; HR's tags on them; the words of CVs HR imports (the skill
 * search); how each application came in (the form, or HR: walk-in, agency, referral, another job);
 * every phone also in E.164, so `0559990000` finds `+971 55 999 0000`.
 *
 * An application's e-mail may now be empty: an imported CV whose address could not be read. Its
 * candidate has no address either, and is known by its id until HR completes it.
 *
 * Existing applications get their E.164 phone and their candidate in batches, oldest first, so the
 * candidate carries the newest application's name and phone. job_applications.candidateId has no
 * foreign key: applications stand below candidates in the code, which keeps the link (the erasure
 * removes a candidate only with their last application). MySQL gets full-text indexes for the
 * skill search (job title and cover letter; CV text); SQLite searches with LIKE.
 */
export class Candidates1796000035000 implements MigrationInterface {
  name = 'Candidates1796000035000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = isMysql(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'candidates',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'firstName', type: 'varchar', length: '100', default: "''" },
          { name: 'lastName', type: 'varchar', length: '100', default: "''" },
          { name: 'phone', type: 'varchar', length: '30', default: "''" },
          { name: 'phoneE164', type: 'varchar', length: '16', isNullable: true },
          { name: 'lastAppliedAt', type: 'datetime' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
          { name: 'updatedAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [
          { name: 'UQ_candidates_email', columnNames: ['email'], isUnique: true },
          { name: 'IDX_candidates_phoneE164', columnNames: ['phoneE164'] },
          { name: 'IDX_candidates_lastAppliedAt', columnNames: ['lastAppliedAt', 'id'] },
          { name: 'IDX_candidates_name', columnNames: ['firstName', 'lastName', 'id'] },
        ],
      }),
    );
    // Who a candidate is, byte for byte (as job_applications.email since 1796000028100).
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE candidates MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
      );
    }
    await queryRunner.createTable(
      new Table({
        name: 'candidate_tags',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'name', type: 'varchar', length: '40' },
          // The name compared without case or width: "Electrician" and "electrician" are one tag.
          { name: 'nameKey', type: 'varchar', length: '40' },
          { name: 'createdAt', type: 'datetime', default: 'CURRENT_TIMESTAMP' },
        ],
        indices: [{ name: 'UQ_candidate_tags_nameKey', columnNames: ['nameKey'], isUnique: true }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'candidate_tag_links',
        columns: [
          { name: 'candidateId', type: 'integer', isPrimary: true },
          { name: 'tagId', type: 'integer', isPrimary: true },
        ],
        indices: [{ name: 'IDX_candidate_tag_links_tagId', columnNames: ['tagId', 'candidateId'] }],
        foreignKeys: [
          {
            name: 'FK_candidate_tag_links_candidateId',
            columnNames: ['candidateId'],
            referencedTableName: 'candidates',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
          {
            name: 'FK_candidate_tag_links_tagId',
            columnNames: ['tagId'],
            referencedTableName: 'candidate_tags',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'application_resume_texts',
        columns: [
          { name: 'applicationId', type: 'integer', isPrimary: true },
          { name: 'text', type: 'text' },
        ],
        foreignKeys: [
          {
            name: 'FK_application_resume_texts_applicationId',
            columnNames: ['applicationId'],
            referencedTableName: 'job_applications',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );

    await queryRunner.addColumns('job_applications', [
      new TableColumn({ name: 'candidateId', type: 'integer', isNullable: true }),
      new TableColumn({ name: 'phoneE164', type: 'varchar', length: '16', isNullable: true }),
      new TableColumn({ name: 'intakeKind', type: 'varchar', length: '20', default: "'form'" }),
      new TableColumn({ name: 'intakeName', type: 'varchar', length: '150', isNullable: true }),
      new TableColumn({ name: 'intakeAddedBy', type: 'varchar', length: '100', isNullable: true }),
      new TableColumn({ name: 'intakeConsentFromApplicationId', type: 'integer', isNullable: true }),
    ]);
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE job_applications MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NULL',
      );
    } else {
      await queryRunner.changeColumn(
        'job_applications',
        'email',
        new TableColumn({ name: 'email', type: 'varchar', length: '254', isNullable: true }),
      );
    }

    await fillPhonesAndCandidates(queryRunner);

    await queryRunner.createIndices('job_applications', [
      new TableIndex({
        name: 'IDX_job_applications_candidateId_stage',
        columnNames: ['candidateId', 'furthestStageRank'],
      }),
      new TableIndex({ name: 'IDX_job_applications_phoneE164', columnNames: ['phoneE164'] }),
    ]);
    if (mysql) {
      await queryRunner.query(
        'ALTER TABLE job_applications ADD FULLTEXT INDEX FT_job_applications_skills (position, coverLetter)',
      );
      await queryRunner.query(
        'ALTER TABLE application_resume_texts ADD FULLTEXT INDEX FT_application_resume_texts_text (text)',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      await queryRunner.query('ALTER TABLE job_applications DROP INDEX FT_job_applications_skills');
    }
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_phoneE164');
    await queryRunner.dropIndex('job_applications', 'IDX_job_applications_candidateId_stage');
    // Applications without an address (imported CVs) cannot go back to a required address.
    await queryRunner.query('DELETE FROM job_applications WHERE email IS NULL');
    if (isMysql(queryRunner)) {
      await queryRunner.query(
        'ALTER TABLE job_applications MODIFY email varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
      );
    } else {
      await queryRunner.changeColumn(
        'job_applications',
        'email',
        new TableColumn({ name: 'email', type: 'varchar', length: '254' }),
      );
    }
    for (const column of [
      'intakeConsentFromApplicationId',
      'intakeAddedBy',
      'intakeName',
      'intakeKind',
      'phoneE164',
      'candidateId',
    ]) {
      await queryRunner.dropColumn('job_applications', column);
    }
    await queryRunner.dropTable('application_resume_texts');
    await queryRunner.dropTable('candidate_tag_links');
    await queryRunner.dropTable('candidate_tags');
    await queryRunner.dropTable('candidates');
  }
}

function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

interface ApplicationRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  createdAt: Date | string;
}

interface CandidateValues {
  firstName: string;
  lastName: string;
  phone: string;
  phoneE164: string | null;
  lastAppliedAt: Date | string;
}

/**
 * Walks the applications oldest first, BATCH at a time: each batch's new addresses become
 * candidates in one insert, addresses met before are updated to the newer application's name and
 * phone, and the batch's applications get their candidate and E.164 phone in one update.
 */
async function fillPhonesAndCandidates(queryRunner: QueryRunner): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = (await queryRunner.query(
      `SELECT id, email, firstName, lastName, phone, createdAt FROM job_applications
       WHERE id > ? ORDER BY id LIMIT ${BATCH}`,
      [after],
    )) as ApplicationRow[];
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1].id);

    // The newest application of each address in this batch gives its candidate's details.
    const newest = new Map<string, CandidateValues>();
    for (const row of rows) {
      newest.set(row.email, {
        firstName: row.firstName,
        lastName: row.lastName,
        phone: row.phone,
        phoneE164: phoneE164(row.phone),
        lastAppliedAt: row.createdAt,
      });
    }
    const known = await candidateIds(queryRunner, [...newest.keys()]);
    const added = [...newest.entries()].filter(([email]) => !known.has(email));
    const inserted = new Set(added.map(([email]) => email));
    if (added.length > 0) {
      await queryRunner.query(
        `INSERT INTO candidates (email, firstName, lastName, phone, phoneE164, lastAppliedAt)
         VALUES ${added.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
        added.flatMap(([email, values]) => [
          email,
          values.firstName,
          values.lastName,
          values.phone,
          values.phoneE164,
          values.lastAppliedAt,
        ]),
      );
      for (const [email, id] of await candidateIds(queryRunner, [...inserted])) known.set(email, id);
    }
    for (const [email, values] of newest) {
      if (inserted.has(email)) continue;
      await queryRunner.query(
        'UPDATE candidates SET firstName = ?, lastName = ?, phone = ?, phoneE164 = ?, lastAppliedAt = ? WHERE id = ?',
        [
          values.firstName,
          values.lastName,
          values.phone,
          values.phoneE164,
          values.lastAppliedAt,
          known.get(email),
        ],
      );
    }

    const ids = rows.map((row) => Number(row.id));
    await queryRunner.query(
      `UPDATE job_applications
       SET candidateId = CASE id ${ids.map(() => 'WHEN ? THEN ?').join(' ')} END,
           phoneE164 = CASE id ${ids.map(() => 'WHEN ? THEN ?').join(' ')} END
       WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [
        ...rows.flatMap((row) => [Number(row.id), known.get(row.email)]),
        ...rows.flatMap((row) => [Number(row.id), phoneE164(row.phone)]),
        ...ids,
      ],
    );
  }
}

/** The candidates of these addresses, by address (compared byte for byte on either engine). */
async function candidateIds(queryRunner: QueryRunner, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = (await queryRunner.query(
    `SELECT id, email FROM candidates WHERE email IN (${emails.map(() => '?').join(', ')})`,
    emails,
  )) as { id: number; email: string }[];
  return new Map(rows.map((row) => [row.email, Number(row.id)]));
}
