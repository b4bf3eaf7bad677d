import { MigrationInterface, QueryRunner } from 'typeorm';
import { normaliseEmailAddress } from '@uaq/contract';

/** Rows read at a time: an applications table of any size is walked without loading it whole. */
const BATCH = 500;

/** The columns that decide who an applicant is, with their definitions apart from the collation. */
const IDENTITY_COLUMNS = {
  job_applications: [
    'email varchar(254) {collation} NOT NULL',
    'liveApplicationKey varchar(270) {collation} NULL',
  ],
  applicant_links: ['email varchar(254) {collation} NOT NULL', 'newEmail varchar(254) {collation} NULL'],
} as const;

/**
 * An applicant is their exact e-mail address. MySQL/MariaDB's utf8mb4_unicode_ci took
 * `mariam@gmäil.com`, `maríam@gmail.com` or a full-width `ｍａｒｉａｍ@gmail.com` for
 * `mariam@gmail.com` in every `WHERE email = …`, so a stranger owning the look-alike could open the
 * real applicant's status page. The columns that identify an applicant (applications' address and
 * one-live-application key, status links' address and pending new address) become utf8mb4_bin;
 * SQLite compares bytes already. (utf8mb4_bin ignores trailing spaces; addresses never have any.)
 *
 * Stored addresses are then brought to the contract's one form (normaliseEmailAddress: NFC, domain in
 * lower-case ASCII). One that the normalisation refuses (a domain IDNA rejects, accepted by an older
 * rule) is left as it is: it stays its own person and matches nothing else. Two live applications
 * for one job whose keys become equal (`info@bücher.de` and `info@xn--bcher-kva.de`, one address
 * written two ways) keep both applications; the older one keeps the key and the newer one's key is
 * cleared, as when a rejected application is moved back while a newer one is live.
 */
export class EmailAddressesCompareExactly1796000028100 implements MigrationInterface {
  name = 'EmailAddressesCompareExactly1796000028100';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Binary first: it tells apart what the old collation merged, so the rewrites below meet only exact equals.
    if (isMysql(queryRunner)) await setCollation(queryRunner, 'utf8mb4_bin');
    await normaliseApplications(queryRunner);
    await normaliseLinks(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!isMysql(queryRunner)) return;
    // Look-alike applicants may each hold a live key for one job; the old collation takes them for one person.
    await queryRunner.query(
      `UPDATE job_applications newer JOIN job_applications older
         ON newer.liveApplicationKey COLLATE utf8mb4_unicode_ci = older.liveApplicationKey COLLATE utf8mb4_unicode_ci
         AND newer.id > older.id
       SET newer.liveApplicationKey = NULL`,
    );
    await setCollation(queryRunner, 'utf8mb4_unicode_ci');
  }
}

function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}

async function setCollation(queryRunner: QueryRunner, collation: string): Promise<void> {
  for (const [table, columns] of Object.entries(IDENTITY_COLUMNS)) {
    const changes = columns.map(
      (column) => `MODIFY ${column.replace('{collation}', `CHARACTER SET utf8mb4 COLLATE ${collation}`)}`,
    );
    await queryRunner.query(`ALTER TABLE ${table} ${changes.join(', ')}`);
  }
}

/** The address in its one form, or as stored when the normalisation refuses it. */
function normalised(email: string): string {
  return normaliseEmailAddress(email) ?? email;
}

/** "<jobId>:<address>" with the address in its one form. */
function normalisedKey(key: string): string {
  const colon = key.indexOf(':');
  return `${key.slice(0, colon + 1)}${normalised(key.slice(colon + 1))}`;
}

async function* batches<Row extends { id: number }>(
  queryRunner: QueryRunner,
  select: string,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = (await queryRunner.query(`${select} WHERE id > ? ORDER BY id LIMIT ${BATCH}`, [
      after,
    ])) as Row[];
    if (rows.length === 0) return;
    yield rows;
    after = Number(rows[rows.length - 1].id);
  }
}

async function normaliseApplications(queryRunner: QueryRunner): Promise<void> {
  type Row = { id: number; email: string; liveApplicationKey: string | null };
  for await (const rows of batches<Row>(
    queryRunner,
    'SELECT id, email, liveApplicationKey FROM job_applications',
  )) {
    for (const row of rows) {
      const id = Number(row.id);
      const email = normalised(row.email);
      let key = row.liveApplicationKey === null ? null : normalisedKey(row.liveApplicationKey);
      if (email === row.email && key === row.liveApplicationKey) continue;
      if (key !== null) {
        const [holder] = (await queryRunner.query(
          'SELECT id FROM job_applications WHERE liveApplicationKey = ? AND id <> ?',
          [key, id],
        )) as { id: number }[];
        // The older application keeps the key.
        if (holder && Number(holder.id) < id) key = null;
        else if (holder) {
          await queryRunner.query('UPDATE job_applications SET liveApplicationKey = NULL WHERE id = ?', [
            holder.id,
          ]);
        }
      }
      await queryRunner.query('UPDATE job_applications SET email = ?, liveApplicationKey = ? WHERE id = ?', [
        email,
        key,
        id,
      ]);
    }
  }
}

async function normaliseLinks(queryRunner: QueryRunner): Promise<void> {
  type Row = { id: number; email: string; newEmail: string | null };
  for await (const rows of batches<Row>(queryRunner, 'SELECT id, email, newEmail FROM applicant_links')) {
    for (const row of rows) {
      const email = normalised(row.email);
      const newEmail = row.newEmail === null ? null : normalised(row.newEmail);
      if (email === row.email && newEmail === row.newEmail) continue;
      await queryRunner.query('UPDATE applicant_links SET email = ?, newEmail = ? WHERE id = ?', [
        email,
        newEmail,
        Number(row.id),
      ]);
    }
  }
}
