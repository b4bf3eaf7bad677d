import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error';
import { AUTH_MESSAGES, type LoginResult } from '@uaq/contract';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { AdminUsersService, normaliseUsername } from './admin-users.service';
import { AuthTokensService } from './auth-tokens.service';

@Injectable()
export class LoginService {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly tokens: AuthTokensService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /**
   * Every attempt counts against the client's address; failures count against the username, which
   * is then refused for a while whatever the password, so guessing one account's password is slow.
   */
  async login(username: string, password: string, clientAddress: string): Promise<LoginResult> {
    const name = normaliseUsername(username);
    await this.rateLimits.consume('login-address', clientAddress);
    await this.rateLimits.assertNotExhausted('login-username', name);
    const admin = await this.adminUsers.verifyCredentials(name, password);
    if (!admin) {
      await this.rateLimits.recordFailure('login-username', name);
      throw new AppError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.invalidCredentials);
    }
    await this.rateLimits.reset('login-username', name);
    const user = { id: admin.id, username: admin.username };
    const { token, expiresIn } = await this.tokens.signSessionToken(user);
    return { token, expiresIn, user };
  }
}
