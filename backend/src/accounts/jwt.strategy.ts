import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { MESSAGE_CODES } from '@uaq/contract';
import type { Request } from 'express';
import { Strategy } from 'passport-jwt';
import { AppError } from '../platform/common/errors/app-error';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';
import { AuthTokensService, type SessionClaims } from './auth-tokens.service';
import type { AuthenticatedAdmin } from '../platform/common/decorators/current-admin.decorator';
import { JwtKeys } from './jwt-keys';
import { csrfRefusal, sessionToken } from './session-cookie';

/** The strategy name the global guard and the large-body check use. */
export const SESSION_STRATEGY = 'jwt';

/**
 * The admin session, from the bearer header (API clients) or the httpOnly cookie (the admin page);
 * passport-jwt checks signature, algorithm, issuer, audience and expiry.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, SESSION_STRATEGY) {
  private readonly siteOrigin: string;

  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    @Inject(appConfig.KEY) app: AppConfig,
    private readonly tokens: AuthTokensService,
    keys: JwtKeys,
  ) {
    super({
      jwtFromRequest: sessionToken,
      secretOrKeyProvider: (_request: Request, token: string, done: (error: null, key: Buffer) => void) =>
        done(null, keys.forToken(token) as unknown as Buffer),
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
    this.siteOrigin = new URL(app.publicUrl).origin;
  }

  /** Returning null makes passport refuse the request (the guard answers 401). */
  async validate(request: Request, claims: Partial<SessionClaims>): Promise<AuthenticatedAdmin | null> {
    const admin = await this.tokens.adminFromSessionClaims(claims);
    // Only a real session is told why its change is refused; anyone else just gets 401.
    const refusal = admin ? csrfRefusal(request, this.siteOrigin) : null;
    if (refusal) {
      const message =
        refusal === 'cross-site'
          ? MESSAGE_CODES.adminSession.crossSiteRefused
          : MESSAGE_CODES.adminSession.requestHeaderMissing;
      throw new AppError(HttpStatus.FORBIDDEN, message);
    }
    return admin;
  }
}
