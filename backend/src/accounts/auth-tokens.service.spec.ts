import { JwtService } from '@nestjs/jwt';
import type { DataSource } from 'typeorm';
import type { AuthConfig } from '../platform/config/auth.config';
import { AdminUser } from './admin-user.entity';
import type { AdminUsersService } from './admin-users.service';
import { AuthTokensService } from './auth-tokens.service';
import { JwtKeys } from './jwt-keys';
import type { SecuritySettingsService } from './security-settings.service';
import { SessionCheckCache } from './session-check-cache';

const SECRET = 'unit-test-secret-0123456789abcdef0123456789';
const config = { sessionSeconds: 3600, jwtSecret: SECRET, jwtAcceptedSecrets: [] as string[] } as AuthConfig;
const jwt = new JwtService({
  secret: SECRET,
  signOptions: { issuer: 'issuer', audience: 'audience' },
  verifyOptions: { issuer: 'issuer', audience: 'audience' },
});

describe('AuthTokensService', () => {
  let admin: AdminUser;
  let tokens: AuthTokensService;

  beforeEach(() => {
    admin = Object.assign(new AdminUser(), {
      id: 3,
      username: 'boss',
      role: 'owner',
      disabled: false,
      sessionVersion: 4,
      mustChangePassword: false,
      mfaEnabled: false,
    });
    const adminUsers = { findById: jest.fn(async (id: number) => (id === admin.id ? admin : null)) };
    const settings = { read: jest.fn(async () => ({ mfaRequired: false })) };
    tokens = new AuthTokensService(
      jwt,
      adminUsers as unknown as AdminUsersService,
      settings as unknown as SecuritySettingsService,
      new SessionCheckCache({ subscribers: [] } as unknown as DataSource),
      new JwtKeys(config),
      config,
    );
  });

  it('signs a session token for the configured lifetime and reads the admin back', async () => {
    const session = await tokens.signSessionToken(admin);
    expect(session.expiresIn).toBe(3600);
    await expect(tokens.verifySessionToken(session.token)).resolves.toEqual({
      id: 3,
      username: 'boss',
      role: 'owner',
      mfaEnabled: false,
      pending: null,
    });
  });

  it('refuses a session token once the account’s sessions were ended, or the account disabled', async () => {
    const session = await tokens.signSessionToken(admin);
    admin.sessionVersion += 1;
    await expect(tokens.verifySessionToken(session.token)).resolves.toBeNull();
    const fresh = await tokens.signSessionToken(admin);
    admin.disabled = true;
    await expect(tokens.verifySessionToken(fresh.token)).resolves.toBeNull();
  });

  it('refuses a session token of an admin that no longer exists', async () => {
    const session = await tokens.signSessionToken({ id: 99, username: 'gone', sessionVersion: 1 });
    await expect(tokens.verifySessionToken(session.token)).resolves.toBeNull();
  });

  it('ends download links with the sessions of the admin who asked for them', async () => {
    const signedIn = await tokens.signedInAdmin(admin);
    const download = await tokens.signResumeDownloadToken(12, signedIn);
    await expect(tokens.verifyResumeDownloadToken(download.token, 12)).resolves.toBe(true);
    admin.sessionVersion += 1;
    await expect(tokens.verifyResumeDownloadToken(download.token, 12)).resolves.toBe(false);
  });

  it('keeps the two purposes apart', async () => {
    const session = await tokens.signSessionToken(admin);
    const download = await tokens.signResumeDownloadToken(3, await tokens.signedInAdmin(admin));
    await expect(tokens.verifySessionToken(download.token)).resolves.toBeNull();
    await expect(tokens.verifyResumeDownloadToken(session.token, 3)).resolves.toBe(false);
    await expect(tokens.verifyResumeDownloadToken(download.token, 3)).resolves.toBe(true);
  });

  it('gives download tokens five minutes, for one application only', async () => {
    const download = await tokens.signResumeDownloadToken(12, await tokens.signedInAdmin(admin));
    const claims = jwt.decode<{ exp: number; iat: number }>(download.token);
    expect(download.expiresIn).toBe(300);
    expect(claims.exp - claims.iat).toBe(300);
    await expect(tokens.verifyResumeDownloadToken(download.token, 13)).resolves.toBe(false);
    await expect(tokens.verifyResumeDownloadToken('garbage', 12)).resolves.toBe(false);
  });
});
