import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { MfaSecretCipher } from '../../../accounts/mfa-secret-cipher';
import { readMfaKeyConfig } from '../../config/mfa-key.config';

/**
 * Two-factor secrets are stored encrypted (AES-256-GCM, MFA_ENCRYPTION_KEY), no longer in
 * clear. The column grows to hold the sealed form; secrets already sealed are left as they are.
 */
const SEALED_LENGTH = '160';
const CLEAR_LENGTH = '64';

interface SecretRow {
  id: number;
  secret: string;
}

async function secrets(queryRunner: QueryRunner): Promise<SecretRow[]> {
  return (await queryRunner.query(
    'SELECT id, mfa_secret AS secret FROM admin_users WHERE mfa_secret IS NOT NULL',
  )) as SecretRow[];
}

function secretColumn(length: string): TableColumn {
  return new TableColumn({ name: 'mfa_secret', type: 'varchar', length, isNullable: true });
}

export class EncryptMfaSecrets1796000024000 implements MigrationInterface {
  name = 'EncryptMfaSecrets1796000024000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.changeColumn('admin_users', 'mfa_secret', secretColumn(SEALED_LENGTH));
    const cipher = new MfaSecretCipher(readMfaKeyConfig());
    for (const { id, secret } of await secrets(queryRunner)) {
      if (secret.startsWith('mfa1.')) continue;
      await queryRunner.query('UPDATE admin_users SET mfa_secret = ? WHERE id = ?', [
        cipher.seal(secret),
        id,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const cipher = new MfaSecretCipher(readMfaKeyConfig());
    for (const { id, secret } of await secrets(queryRunner)) {
      if (!secret.startsWith('mfa1.')) continue;
      await queryRunner.query('UPDATE admin_users SET mfa_secret = ? WHERE id = ?', [
        cipher.open(secret),
        id,
      ]);
    }
    await queryRunner.changeColumn('admin_users', 'mfa_secret', secretColumn(CLEAR_LENGTH));
  }
}
