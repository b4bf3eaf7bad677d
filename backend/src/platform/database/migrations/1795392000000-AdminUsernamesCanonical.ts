import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usernames compare byte for byte. MySQL/MariaDB's utf8mb4_unicode_ci treated "bóss" or a
 * full-width "ｂｏｓｓ" as "boss", so a variant spelling escaped the lockout kept for "boss" and
 * signed in as it. The column becomes binary (utf8mb4_bin); SQLite compares bytes already. Stored
 * names are brought to the canonical form the app now looks them up by (NFKC, lower case).
 */
export class AdminUsernamesCanonical1795392000000 implements MigrationInterface {
  name = 'AdminUsernamesCanonical1795392000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const rows = (await queryRunner.query('SELECT id, username FROM admin_users')) as {
      id: number;
      username: string;
    }[];
    for (const { id, username } of rows) {
      const canonical = username.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
      if (canonical !== username) {
        await queryRunner.query('UPDATE admin_users SET username = ? WHERE id = ?', [canonical, id]);
      }
    }
    if (isMysql(queryRunner)) {
      await queryRunner.query(
        'ALTER TABLE admin_users MODIFY username varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL',
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (isMysql(queryRunner)) {
      await queryRunner.query(
        'ALTER TABLE admin_users MODIFY username varchar(100) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
      );
    }
  }
}

function isMysql(queryRunner: QueryRunner): boolean {
  const type = queryRunner.connection.options.type;
  return type === 'mysql' || type === 'mariadb';
}
