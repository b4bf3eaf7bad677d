import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';
import type { AdminPendingStep } from '@uaq/contract';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import type { AdminUser } from './admin-user.entity';
import { AdminUsersService } from './admin-users.service';
import { JwtKeys } from './jwt-keys';
import { SecuritySettingsService } from './security-settings.service';
import { SessionCheckCache } from './session-check-cache';

/** What a token is for: a resume link must never open the admin area, nor a session token a resume link. */
export const TOKEN_PURPOSES = { session: 'admin-session', resumeDownload: 'resume-download' } as const;
export const RESUME_DOWNLOAD_TOKEN_SECONDS = 5 * 60;

export interface SessionClaims {
  typ: typeof TOKEN_PURPOSES.session;
  sub: string;
  username: string;
  /** The account's session version when the token was issued (see AdminUser.sessionVersion). */
  sv: number;
  iat?: number;
}

interface ResumeDownloadClaims {
  typ: typeof TOKEN_PURPOSES.resumeDownload;
  applicationId: number;
  /** The admin who asked for the link, and their session version then. */
  adminId: number;
  sv: number;
}

export interface SignedToken {
  token: string;
  /** Seconds until the token expires. */
  expiresIn: number;
}

/** Signs and checks every token the API issues (issuer, audience and expiry come from JwtModule). */
@Injectable()
export class AuthTokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly adminUsers: AdminUsersService,
    private readonly settings: SecuritySettingsService,
    private readonly sessionChecks: SessionCheckCache,
    private readonly keys: JwtKeys,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** Checks signature (with JWT_SECRET or one of JWT_ACCEPTED_SECRETS), issuer, audience and expiry. */
  private verified<T extends object>(token: string): Promise<T | null> {
    const secret = this.keys.forToken(token) as unknown as Buffer;
    return this.jwt.verifyAsync<T>(token, { secret }).catch(() => null);
  }

  async signSessionToken(admin: Pick<AdminUser, 'id' | 'username' | 'sessionVersion'>): Promise<SignedToken> {
    const claims: SessionClaims = {
      typ: TOKEN_PURPOSES.session,
      sub: String(admin.id),
      username: admin.username,
      sv: admin.sessionVersion,
    };
    const token = await this.jwt.signAsync(claims, { expiresIn: this.config.sessionSeconds });
    return { token, expiresIn: this.config.sessionSeconds };
  }

  /** The admin a bearer token belongs to, or null when it is not a valid, current session token. */
  async verifySessionToken(token: string): Promise<AuthenticatedAdmin | null> {
    const claims = await this.verified<SessionClaims>(token);
    return claims ? this.adminFromSessionClaims(claims) : null;
  }

  /**
   * Checks claims whose signature, issuer, audience and expiry were already verified: the purpose,
   * that the account still exists and is enabled, and that its sessions were not ended since
   * (sign-out, password change, disabling): the token's session version must be the current one.
   */
  async adminFromSessionClaims(claims: Partial<SessionClaims>): Promise<AuthenticatedAdmin | null> {
    if (claims.typ !== TOKEN_PURPOSES.session || !/^\d+$/.test(claims.sub ?? '')) return null;
    const id = Number(claims.sub);
    const admin = current(
      await this.sessionChecks.read(`admin:${id}`, () => this.adminUsers.findById(id)),
      claims.sv,
    );
    return admin ? this.signedInAdmin(admin) : null;
  }

  /** The account as the API shows it to its holder, with what it must do first. */
  async signedInAdmin(admin: AdminUser): Promise<AuthenticatedAdmin> {
    let pending: AdminPendingStep = null;
    if (admin.mustChangePassword) pending = 'password';
    else if (!admin.mfaEnabled && (await this.securitySettings()).mfaRequired) pending = 'mfa';
    return {
      id: admin.id,
      username: admin.username,
      role: admin.role,
      mfaEnabled: admin.mfaEnabled,
      pending,
      language: admin.language,
    };
  }

  private securitySettings() {
    return this.sessionChecks.read('settings', () => this.settings.read());
  }

  async signResumeDownloadToken(applicationId: number, admin: AuthenticatedAdmin): Promise<SignedToken> {
    const account = await this.adminUsers.findById(admin.id);
    const claims: ResumeDownloadClaims = {
      typ: TOKEN_PURPOSES.resumeDownload,
      applicationId,
      adminId: admin.id,
      sv: account?.sessionVersion ?? -1,
    };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: RESUME_DOWNLOAD_TOKEN_SECONDS,
      subject: `job-application:${applicationId}`,
    });
    return { token, expiresIn: RESUME_DOWNLOAD_TOKEN_SECONDS };
  }

  /**
   * True only for an unexpired download token issued for this very application, by an admin whose
   * sessions have not been ended since. Never throws.
   */
  async verifyResumeDownloadToken(token: string, applicationId: number): Promise<boolean> {
    return (await this.resumeDownloadAdmin(token, applicationId)) !== null;
  }

  /** The admin a valid download token (see verifyResumeDownloadToken) was issued to, or null. */
  async resumeDownloadAdmin(token: string, applicationId: number): Promise<AdminUser | null> {
    const claims = await this.verified<Partial<ResumeDownloadClaims>>(token);
    if (claims?.typ !== TOKEN_PURPOSES.resumeDownload || claims.applicationId !== applicationId) return null;
    if (typeof claims.adminId !== 'number') return null;
    return current(await this.adminUsers.findById(claims.adminId), claims.sv);
  }
}

/** The account, if it still exists, is enabled and has not ended its sessions since the token. */
function current(admin: AdminUser | null, sessionVersion: unknown): AdminUser | null {
  return admin && !admin.disabled && admin.sessionVersion === sessionVersion ? admin : null;
}
