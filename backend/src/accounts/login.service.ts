import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { AppError, type FieldErrors, type PlainCode } from '../platform/common/errors/app-error';
import { canonicalUsername, type LoginResult, MESSAGE_CODES } from '@uaq/contract';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import type { AdminUser } from './admin-user.entity';
import { AdminUsersService } from './admin-users.service';
import { AuthTokensService } from './auth-tokens.service';
import { UnknownMfaKeyError } from './mfa-secret-cipher';
import { MfaService } from './mfa.service';

export interface LoginAttempt {
  username: string;
  password: string;
  /** The authenticator's 6-digit code or a recovery code, for accounts with two-factor sign-in. */
  code?: string;
  clientAddress: string;
}

/** A sign-in refused for its credentials (401), as opposed to a limit (429) or bad input (400). */
class LoginRefusedError extends AppError {
  constructor(message: PlainCode, fields?: FieldErrors) {
    super(HttpStatus.UNAUTHORIZED, message, fields);
  }
}

@Injectable()
export class LoginService {
  private readonly logger = new Logger(LoginService.name);

  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly tokens: AuthTokensService,
    private readonly mfa: MfaService,
    private readonly rateLimits: RateLimitService,
    private readonly audit: AuditService,
  ) {}

  /** Signs in, and writes the outcome to the audit trail and the log (never the password or code). */
  async login(attempt: LoginAttempt): Promise<LoginResult> {
    const name = canonicalUsername(attempt.username);
    const address = attempt.clientAddress;
    try {
      const result = await this.authenticate(name, attempt);
      await this.audit.record('sign-in', null, {
        actor: { id: result.user.id, username: result.user.username },
        address,
      });
      return result;
    } catch (error) {
      if (error instanceof LoginRefusedError && error.code !== MESSAGE_CODES.mfa.codeRequired) {
        const account = await this.adminUsers.findByCanonicalName(name);
        const actor = account ? { id: account.id, username: account.username } : null;
        this.logger.warn(
          `Failed sign-in from ${address} (${actor ? `account ${actor.id}` : 'unknown username'})`,
        );
        await this.audit.record('sign-in.failed', null, { actor, address });
      }
      throw error;
    }
  }

  /**
   * Every attempt counts against the client's address; failures count against the canonical
   * username, which is then refused for a while whatever the password, so guessing one account's
   * password is slow. The username's point is taken before the password is checked and kept on a
   * failure (a wrong second-factor code included), so parallel attempts cannot outrun the count.
   */
  private async authenticate(
    name: string,
    { password, code, clientAddress }: LoginAttempt,
  ): Promise<LoginResult> {
    await this.rateLimits.consume('login-address', clientAddress);
    await this.rateLimits.consume('login-username', name);
    const admin = await this.adminUsers.verifyCredentials(name, password);
    if (!admin) throw new LoginRefusedError(MESSAGE_CODES.auth.invalidCredentials);
    if (admin.mfaEnabled) {
      if (!code?.trim()) {
        // The right password, asked for its second step: not a failure.
        await this.rateLimits.refund('login-username', name);
        throw new LoginRefusedError(MESSAGE_CODES.mfa.codeRequired, { code: MESSAGE_CODES.mfa.codeRequired });
      }
      if (!(await this.acceptCode(admin, code, clientAddress))) {
        throw new LoginRefusedError(MESSAGE_CODES.mfa.wrongCode, { code: MESSAGE_CODES.mfa.wrongCode });
      }
    }
    await this.rateLimits.reset('login-username', name);
    const { token, expiresIn } = await this.tokens.signSessionToken(admin);
    return { token, expiresIn, user: await this.tokens.signedInAdmin(admin) };
  }

  /**
   * A code the server cannot check (the secret was sealed with a key it was not given) is the
   * operator's to fix, not the person's: 503 saying so, an error in the log naming the key, and an
   * audit entry, so the owner sees who was locked out.
   */
  private async acceptCode(admin: AdminUser, code: string, address: string): Promise<boolean> {
    try {
      return await this.mfa.acceptLoginCode(admin, code);
    } catch (error) {
      if (!(error instanceof UnknownMfaKeyError)) throw error;
      this.logger.error(
        `Sign-in of account ${admin.id} refused: ${error.message} Put the key back in MFA_ENCRYPTION_PREVIOUS_KEYS and run npm run admin -- rotate-mfa-key, or run npm run admin -- disable-mfa for the account.`,
      );
      await this.audit.record('sign-in.mfa-key-unknown', null, {
        actor: { id: admin.id, username: admin.username },
        address,
      });
      throw new AppError(HttpStatus.SERVICE_UNAVAILABLE, MESSAGE_CODES.mfa.keyUnknown);
    }
  }
}
