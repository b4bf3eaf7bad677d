import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { Repository } from 'typeorm';
import { ConflictError, InvalidInputError, NotFoundError } from '../platform/common/errors/app-error';
import { MESSAGE_CODES, type MfaEnrolment } from '@uaq/contract';
import { AdminUser } from './admin-user.entity';
import { MfaSecretCipher, UnknownMfaKeyError } from './mfa-secret-cipher';

/** RFC 6238 defaults every authenticator app understands. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** One step either side: a phone clock off by up to 30 s still works. */
const TOTP_WINDOW = 1;
const ISSUER = 'Al Raas Fire & Safety admin';
const RECOVERY_CODE_COUNT = 10;

/** What `npm run admin -- rotate-mfa-key` did and found. */
export interface MfaKeyRotation {
  /** Secrets sealed again with MFA_ENCRYPTION_KEY by this run. */
  reEncrypted: number;
  /** Secrets stored, all now under MFA_ENCRYPTION_KEY (unless unreadable). */
  underCurrentKey: number;
  /** Accounts whose secret no configured key opens: they need disable-mfa, or the old key back. */
  unreadable: string[];
}

function totpFor(secret: string, username: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** Recovery codes are random (50 bits), so a plain SHA-256 is enough to keep them unreadable at rest. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Typed with or without the dash, in any case. */
function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

function newRecoveryCode(): string {
  const text = randomBytes(8).toString('hex').slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Two-factor sign-in: TOTP enrolment, codes at login (each accepted once), single-use recovery codes. */
@Injectable()
export class MfaService {
  constructor(
    @InjectRepository(AdminUser) private readonly adminUsers: Repository<AdminUser>,
    private readonly cipher: MfaSecretCipher,
  ) {}

  /** A new secret for the account (replacing an unconfirmed one); not in force until confirmed. */
  async startEnrolment(adminId: number): Promise<MfaEnrolment> {
    const admin = await this.account(adminId);
    if (admin.mfaEnabled) throw new ConflictError(MESSAGE_CODES.mfa.alreadyEnabled);
    const secret = new Secret({ size: 20 }).base32;
    await this.adminUsers.update({ id: adminId }, { mfaSecret: this.cipher.seal(secret), mfaLastStep: null });
    return { secret, otpauthUrl: totpFor(secret, admin.username).toString() };
  }

  /** A correct code from the app turns the second factor on; returns the recovery codes, shown once. */
  async confirmEnrolment(adminId: number, code: string): Promise<string[]> {
    const admin = await this.account(adminId);
    if (admin.mfaEnabled) throw new ConflictError(MESSAGE_CODES.mfa.alreadyEnabled);
    if (!admin.mfaSecret) throw new ConflictError(MESSAGE_CODES.mfa.notStarted);
    const accepted = await this.acceptTotp(admin, code).catch((error: unknown) => {
      // Started under a key since removed: the person starts the set-up again.
      if (error instanceof UnknownMfaKeyError) throw new ConflictError(MESSAGE_CODES.mfa.notStarted);
      throw error;
    });
    if (!accepted) {
      throw new InvalidInputError(MESSAGE_CODES.mfa.wrongCode, { code: MESSAGE_CODES.mfa.wrongCode });
    }
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.adminUsers.update(
      { id: adminId },
      { mfaEnabled: true, mfaRecoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)) },
    );
    return codes;
  }

  /**
   * True when `code` is a current TOTP not used before, or an unused recovery code (then spent).
   * Throws UnknownMfaKeyError for a TOTP when no configured key opens the secret (recovery codes are
   * hashed, not sealed, and still work).
   */
  async acceptLoginCode(admin: AdminUser, code: string): Promise<boolean> {
    if (!admin.mfaEnabled || !admin.mfaSecret) return false;
    return /^\d{6}$/.test(code.trim())
      ? this.acceptTotp(admin, code.trim())
      : this.spendRecoveryCode(admin, code);
  }

  /**
   * Accepts a code once: the step it belongs to must be later than the last one accepted, and the
   * update that records it is conditional, so two requests with one code cannot both pass.
   */
  private async acceptTotp(admin: AdminUser, code: string): Promise<boolean> {
    if (!admin.mfaSecret || !/^\d{6}$/.test(code)) return false;
    const now = Date.now();
    const delta = totpFor(this.cipher.open(admin.mfaSecret), admin.username).validate({
      token: code,
      timestamp: now,
      window: TOTP_WINDOW,
    });
    if (delta === null) return false;
    const step = TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
    const result = await this.adminUsers
      .createQueryBuilder()
      .update(AdminUser)
      .set({ mfaLastStep: step })
      .where('id = :id', { id: admin.id })
      .andWhere('(mfa_last_step IS NULL OR mfa_last_step < :step)', { step })
      .execute();
    return result.affected === 1;
  }

  /**
   * Re-encrypts every stored secret with the current key (after MFA_ENCRYPTION_KEY changed, the
   * old key kept in MFA_ENCRYPTION_PREVIOUS_KEYS until this has run), then counts what is under the
   * current key, so the old key is removed only once nothing needs it. A secret no configured key
   * opens is reported, not fatal: the others are still rotated.
   */
  async rotateKey(): Promise<MfaKeyRotation> {
    const rotation: MfaKeyRotation = { reEncrypted: 0, underCurrentKey: 0, unreadable: [] };
    const rows = await this.adminUsers.find({
      select: { id: true, username: true, mfaSecret: true },
      order: { id: 'ASC' },
    });
    for (const { id, username, mfaSecret } of rows) {
      if (!mfaSecret) continue;
      if (this.cipher.isCurrent(mfaSecret)) {
        rotation.underCurrentKey += 1;
        continue;
      }
      let secret: string;
      try {
        secret = this.cipher.open(mfaSecret);
      } catch (error) {
        if (!(error instanceof UnknownMfaKeyError)) throw error;
        rotation.unreadable.push(username);
        continue;
      }
      // Conditional on the stored value: an enrolment started meanwhile is not overwritten (it is
      // sealed with the current key already).
      const result = await this.adminUsers.update({ id, mfaSecret }, { mfaSecret: this.cipher.seal(secret) });
      rotation.reEncrypted += result.affected ?? 0;
      rotation.underCurrentKey += 1;
    }
    return rotation;
  }

  private async spendRecoveryCode(admin: AdminUser, code: string): Promise<boolean> {
    const stored = admin.mfaRecoveryCodes;
    if (!stored) return false;
    const hashes = JSON.parse(stored) as string[];
    const hash = hashRecoveryCode(code);
    if (!hashes.includes(hash)) return false;
    // Conditional on the list being unchanged: a code spent twice at once is accepted once.
    const result = await this.adminUsers
      .createQueryBuilder()
      .update(AdminUser)
      .set({ mfaRecoveryCodes: JSON.stringify(hashes.filter((unused) => unused !== hash)) })
      .where('id = :id', { id: admin.id })
      .andWhere('mfa_recovery_codes = :stored', { stored })
      .execute();
    return result.affected === 1;
  }

  private async account(adminId: number): Promise<AdminUser> {
    const admin = await this.adminUsers.findOneBy({ id: adminId });
    if (!admin) throw new NotFoundError(MESSAGE_CODES.team.accountNotFound);
    return admin;
  }
}
