import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error';
import { AUTH_MESSAGES, MFA_MESSAGES, type LoginResult } from '../contract/api-contract';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { AdminUsersService } from './admin-users.service';
import { AuthTokensService } from './auth-tokens.service';
import { MfaService } from './mfa.service';
import { canonicalUsername } from './username';

export interface LoginAttempt {
  username: string;
  password: string;
  /** The authenticator's 6-digit code or a recovery code, for accounts with two-factor sign-in. */
  code?: string;
  clientAddress: string;
}

/** Why a sign-in was refused, for the audit trail (never the password or the code). */
export class LoginRefusedError extends AppError {
  constructor(
    message: string,
    readonly adminId: number | null,
    errors?: Record<string, string>,
  ) {
    super(HttpStatus.UNAUTHORIZED, message, errors);
  }
}

@Injectable()
export class LoginService {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly tokens: AuthTokensService,
    private readonly mfa: MfaService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /**
   * Every attempt counts against the client's address; failures count against the canonical
   * username, which is then refused for a while whatever the password, so guessing one account's
   * password is slow. The username's point is taken before the password is checked and kept on a
   * failure (a wrong second-factor code included), so parallel attempts cannot outrun the count.
   */
  async login({ username, password, code, clientAddress }: LoginAttempt): Promise<LoginResult> {
    const name = canonicalUsername(username);
    await this.rateLimits.consume('login-address', clientAddress);
    await this.rateLimits.consume('login-username', name);
    const admin = await this.adminUsers.verifyCredentials(name, password);
    if (!admin) throw new LoginRefusedError(AUTH_MESSAGES.invalidCredentials, null);
    if (admin.mfaEnabled) {
      if (!code?.trim()) {
        // The right password, asked for its second step: not a failure.
        await this.rateLimits.refund('login-username', name);
        throw new LoginRefusedError(MFA_MESSAGES.codeRequired, null, { code: MFA_MESSAGES.codeRequired });
      }
      if (!(await this.mfa.acceptLoginCode(admin, code))) {
        throw new LoginRefusedError(MFA_MESSAGES.wrongCode, admin.id, { code: MFA_MESSAGES.wrongCode });
      }
    }
    await this.rateLimits.reset('login-username', name);
    const { token, expiresIn } = await this.tokens.signSessionToken(admin);
    return { token, expiresIn, user: await this.tokens.signedInAdmin(admin) };
  }
}
