import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { authConfig, type AuthConfig } from '../config/auth.config';
import { AuthTokensService, type AuthenticatedAdmin, type SessionClaims } from './auth-tokens.service';

/** Reads the bearer header; passport-jwt checks signature, algorithm, issuer, audience and expiry. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(authConfig.KEY) config: AuthConfig,
    private readonly tokens: AuthTokensService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, made once: given a string, jsonwebtoken first tries (and fails) to read it as
      // a public key on every request, which cost more than checking the signature.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes passport refuse the request (the guard answers 401). */
  validate(claims: Partial<SessionClaims>): Promise<AuthenticatedAdmin | null> {
    return this.tokens.adminFromSessionClaims(claims);
  }
}
