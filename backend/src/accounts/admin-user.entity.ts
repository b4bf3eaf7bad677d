import { BeforeInsert, BeforeUpdate, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, type AdminRole, type Language } from '@uaq/contract';

/**
 * A member of staff who may use the admin area. Matches migrations 1790000001000-CreateAdminUsers,
 * 1795392000000-AdminUsernamesCanonical, 1795392000100-AdminRolesSessionsMfa and 1796000034000-TeamMemberLanguage.
 */
@Entity('admin_users')
export class AdminUser {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Stored in canonical form (auth/username.ts), compared byte for byte (binary collation on MySQL). */
  @Column({ type: 'varchar', length: 100, unique: true })
  username: string;

  /** argon2id hash; the password itself is never stored or logged. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  /** owner, hr or interviewer (widened for the last by migration 1796000036200). */
  @Column({ type: 'varchar', length: 20 })
  role: AdminRole;

  /** A disabled account cannot sign in, and its sessions stop working at once. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /** Every token carries it; adding one ends all of the account's sessions and download links. */
  @Column({ name: 'session_version', type: 'int', default: 1 })
  sessionVersion: number;

  /** Signed in with a one-time password: must set its own before anything else. */
  @Column({ name: 'must_change_password', type: 'boolean', default: false })
  mustChangePassword: boolean;

  /** The TOTP secret, encrypted (MfaSecretCipher), set when enrolment starts; in use once mfaEnabled. */
  @Column({ name: 'mfa_secret', type: 'varchar', length: 160, nullable: true })
  mfaSecret: string | null;

  @Column({ name: 'mfa_enabled', type: 'boolean', default: false })
  mfaEnabled: boolean;

  /** The last TOTP time step accepted, so one code cannot sign in twice. */
  @Column({ name: 'mfa_last_step', type: 'int', nullable: true })
  mfaLastStep: number | null;

  /** JSON array of SHA-256 hashes of the unused recovery codes. */
  @Column({ name: 'mfa_recovery_codes', type: 'text', nullable: true })
  mfaRecoveryCodes: string | null;

  /** Where interview invitations go (migration 1796000025200); null: the account gets none. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** The member's interface language: the admin area shows it, and their e-mails are written in it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LANGUAGE })
  language: Language;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;

  // Timestamps are set here, not by database defaults, so both engines store the same UTC value.
  @BeforeInsert()
  protected stampCreation(): void {
    const now = wholeSecondNow();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  @BeforeUpdate()
  protected stampUpdate(): void {
    this.updatedAt = wholeSecondNow();
  }
}

/**
 * MySQL rounds fractions into a DATETIME column (up to the next second); a session token issued in
 * that same second would then look older than the password and be refused.
 */
function wholeSecondNow(): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000);
}
