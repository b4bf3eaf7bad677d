import type { AuditService } from '../audit/audit.service';
import { AppError, TooManyRequestsError } from '../platform/common/errors/app-error';
import { AUTH_MESSAGES } from '@uaq/contract';
import { RateLimitService } from '../platform/rate-limit/rate-limit.service';
import type { AdminUser } from './admin-user.entity';
import type { AdminUsersService } from './admin-users.service';
import type { AuthTokensService } from './auth-tokens.service';
import { LoginService } from './login.service';
import type { MfaService } from './mfa.service';

const PASSWORD = 'the-right-password';

describe('LoginService', () => {
  let login: LoginService;
  let rateLimits: RateLimitService;

  beforeEach(() => {
    const adminUsers = {
      findByCanonicalName: jest.fn(async () => null),
      verifyCredentials: jest.fn(async (username: string, password: string) =>
        username === 'boss' && password === PASSWORD
          ? ({ id: 1, username: 'boss', mfaEnabled: false } as AdminUser)
          : null,
      ),
    };
    const tokens = {
      signSessionToken: jest.fn(async () => ({ token: 'signed', expiresIn: 28_800 })),
      signedInAdmin: jest.fn(async (admin: AdminUser) => ({ id: admin.id, username: admin.username })),
    };
    rateLimits = new RateLimitService({ redisUrl: null });
    login = new LoginService(
      adminUsers as unknown as AdminUsersService,
      tokens as unknown as AuthTokensService,
      {} as MfaService,
      rateLimits,
      { record: jest.fn(async () => undefined) } as unknown as AuditService,
    );
  });

  const attempt = (username: string, password: string, clientAddress = '192.0.2.1') =>
    login.login({ username, password, clientAddress }).catch((error: unknown) => error);

  it('returns the token, its lifetime and the user', async () => {
    await expect(
      login.login({ username: 'Boss', password: PASSWORD, clientAddress: '192.0.2.1' }),
    ).resolves.toEqual({
      token: 'signed',
      expiresIn: 28_800,
      user: { id: 1, username: 'boss' },
    });
  });

  it('answers a wrong password with the invalid-credentials 401', async () => {
    const error = await attempt('boss', 'wrong');
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 401, message: AUTH_MESSAGES.invalidCredentials });
  });

  it('locks the username (any case) after 5 failures, whatever the password or address', async () => {
    for (let failure = 1; failure <= 5; failure += 1) await attempt('boss', 'wrong', `192.0.2.${failure}`);
    const error = await attempt('BOSS', PASSWORD, '198.51.100.1');
    expect(error).toBeInstanceOf(TooManyRequestsError);
    expect(error).toMatchObject({ message: AUTH_MESSAGES.tooManyAttempts });
  });

  it('counts successful attempts against the address too', async () => {
    for (let count = 1; count <= 20; count += 1) {
      await login.login({ username: 'boss', password: PASSWORD, clientAddress: '192.0.2.9' });
    }
    await expect(attempt('boss', PASSWORD, '192.0.2.9')).resolves.toBeInstanceOf(TooManyRequestsError);
  });
});
