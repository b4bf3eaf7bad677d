import { BeforeInsert, BeforeUpdate, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member of staff who may use the admin area. Matches migration 1790000001000-CreateAdminUsers. */
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

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Also marks the last password change: session tokens issued before it are refused. */
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
