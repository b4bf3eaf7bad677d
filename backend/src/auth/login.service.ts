import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/errors/app-error';
import { AUTH_MESSAGES, type LoginResult } from '../contract/api-contract';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { AdminUsersService } from './admin-users.service';
import { AuthTokensService } from './auth-tokens.service';
import { canonicalUsername } from './username';

@Injectable()
export class LoginService {
  constructor(
    private readonly adminUsers: AdminUsersService,
    private readonly tokens: AuthTokensService,
    private readonly rateLimits: RateLimitService,
  ) {}

  /**
   * Every attempt counts against the client's address; failures count against the canonical
   * username, which is then refused for a while whatever the password, so guessing one account's
   * password is slow. The username's point is taken before the password is checked and kept on a
   * failure, so parallel attempts cannot outrun the count.
   */
  async login(username: string, password: string, clientAddress: string): Promise<LoginResult> {
    const name = canonicalUsername(username);
    await this.rateLimits.consume('login-address', clientAddress);
    await this.rateLimits.consume('login-username', name);
    const admin = await this.adminUsers.verifyCredentials(name, password);
    if (!admin) throw new AppError(HttpStatus.UNAUTHORIZED, AUTH_MESSAGES.invalidCredentials);
    await this.rateLimits.reset('login-username', name);
    const user = { id: admin.id, username: admin.username };
    const { token, expiresIn } = await this.tokens.signSessionToken(user);
    return { token, expiresIn, user };
  }
}
