import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { authConfig, type AuthConfig } from '../config/auth.config';
import type { AdminUser } from './admin-user.entity';
import { AdminUsersService } from './admin-users.service';

/** What a token is for: a resume link must never open the admin area, nor a session token a resume link. */
export const TOKEN_PURPOSES = { session: 'admin-session', resumeDownload: 'resume-download' } as const;
export const RESUME_DOWNLOAD_TOKEN_SECONDS = 5 * 60;

export interface AuthenticatedAdmin {
  id: number;
  username: string;
}

export interface SessionClaims {
  typ: typeof TOKEN_PURPOSES.session;
  sub: string;
  username: string;
  iat?: number;
}

interface ResumeDownloadClaims {
  typ: typeof TOKEN_PURPOSES.resumeDownload;
  applicationId: number;
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
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  async signSessionToken(admin: AuthenticatedAdmin): Promise<SignedToken> {
    const claims: SessionClaims = {
      typ: TOKEN_PURPOSES.session,
      sub: String(admin.id),
      username: admin.username,
    };
    const token = await this.jwt.signAsync(claims, { expiresIn: this.config.sessionSeconds });
    return { token, expiresIn: this.config.sessionSeconds };
  }

  /** The admin a bearer token belongs to, or null when it is not a valid, current session token. */
  async verifySessionToken(token: string): Promise<AuthenticatedAdmin | null> {
    const claims = await this.jwt.verifyAsync<SessionClaims>(token).catch(() => null);
    return claims ? this.adminFromSessionClaims(claims) : null;
  }

  /**
   * Checks claims whose signature, issuer, audience and expiry were already verified: the purpose,
   * that the admin still exists, and that the password has not changed since the token was issued.
   */
  async adminFromSessionClaims(claims: Partial<SessionClaims>): Promise<AuthenticatedAdmin | null> {
    if (claims.typ !== TOKEN_PURPOSES.session || !/^\d+$/.test(claims.sub ?? '')) return null;
    const admin = await this.adminUsers.findById(Number(claims.sub));
    if (!admin || issuedBeforePasswordChange(claims.iat, admin)) return null;
    return { id: admin.id, username: admin.username };
  }

  async signResumeDownloadToken(applicationId: number): Promise<SignedToken> {
    const claims: ResumeDownloadClaims = { typ: TOKEN_PURPOSES.resumeDownload, applicationId };
    const token = await this.jwt.signAsync(claims, {
      expiresIn: RESUME_DOWNLOAD_TOKEN_SECONDS,
      subject: `job-application:${applicationId}`,
    });
    return { token, expiresIn: RESUME_DOWNLOAD_TOKEN_SECONDS };
  }

  /** True only for an unexpired download token issued for this very application. Never throws. */
  async verifyResumeDownloadToken(token: string, applicationId: number): Promise<boolean> {
    const claims = await this.jwt.verifyAsync<Partial<ResumeDownloadClaims>>(token).catch(() => null);
    return claims?.typ === TOKEN_PURPOSES.resumeDownload && claims.applicationId === applicationId;
  }
}

function issuedBeforePasswordChange(issuedAtSeconds: number | undefined, admin: AdminUser): boolean {
  if (issuedAtSeconds === undefined) return true;
  return issuedAtSeconds < Math.floor(admin.updatedAt.getTime() / 1000);
}
