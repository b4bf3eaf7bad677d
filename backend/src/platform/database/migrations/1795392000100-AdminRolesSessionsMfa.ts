import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';

/**
 * Team accounts: a role (existing admins become owners), a disabled flag, a session version that
 * every token carries (bumping it ends the account's sessions and download links), the one-time
 * password flag, and the second factor (TOTP secret, last used step, hashed recovery codes). Plus the
 * owners' security settings (one row).
 */
export class AdminRolesSessionsMfa1795392000100 implements MigrationInterface {
  name = 'AdminRolesSessionsMfa1795392000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('admin_users', [
      new TableColumn({ name: 'role', type: 'varchar', length: '10', default: "'owner'" }),
      new TableColumn({ name: 'disabled', type: 'boolean', default: false }),
      new TableColumn({ name: 'session_version', type: 'int', default: 1 }),
      new TableColumn({ name: 'must_change_password', type: 'boolean', default: false }),
      new TableColumn({ name: 'mfa_secret', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'mfa_enabled', type: 'boolean', default: false }),
      new TableColumn({ name: 'mfa_last_step', type: 'int', isNullable: true }),
      new TableColumn({ name: 'mfa_recovery_codes', type: 'text', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'security_settings',
        columns: [
          { name: 'id', type: 'int', isPrimary: true },
          { name: 'mfa_required', type: 'boolean', default: false },
        ],
      }),
      true,
    );
    await queryRunner.query('INSERT INTO security_settings (id, mfa_required) VALUES (1, ?)', [false]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('security_settings', true);
    for (const column of [
      'mfa_recovery_codes',
      'mfa_last_step',
      'mfa_enabled',
      'mfa_secret',
      'must_change_password',
      'session_version',
      'disabled',
      'role',
    ]) {
      await queryRunner.dropColumn('admin_users', column);
    }
  }
}
