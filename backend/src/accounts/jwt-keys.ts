import { Inject, Injectable } from '@nestjs/common';
import { createHash, createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { authConfig, type AuthConfig } from '../platform/config/auth.config';

interface AcceptedKey {
  id: string;
  key: KeyObject;
}

/** A secret's name in a token's `kid` header: a fingerprint of it, which reveals nothing of it. */
export function jwtKeyId(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 12);
}

/**
 * The keys tokens are checked with: JWT_SECRET (which signs, and names itself in each token's
 * `kid`) and JWT_ACCEPTED_SECRETS, so servers in the middle of a change of secret accept each
 * other's sessions. Key objects are made once: given a string, jsonwebtoken first tries (and fails)
 * to read it as a public key on every request, which cost more than checking the signature.
 */
@Injectable()
export class JwtKeys {
  private readonly signing: AcceptedKey;
  private readonly accepted: AcceptedKey[];

  constructor(@Inject(authConfig.KEY) config: AuthConfig) {
    const key = (secret: string): AcceptedKey => ({
      id: jwtKeyId(secret),
      key: createSecretKey(Buffer.from(secret)),
    });
    this.signing = key(config.jwtSecret);
    this.accepted = [this.signing, ...config.jwtAcceptedSecrets.map(key)];
  }

  /**
   * The key to check `token` with: the one its `kid` names, else (a token signed before tokens
   * carried one) the one its signature matches. When none does, the signing key, which then
   * refuses the token.
   */
  forToken(token: string): KeyObject {
    if (this.accepted.length === 1) return this.signing.key;
    const [header = '', payload = '', signature] = token.split('.');
    const named = this.accepted.find((candidate) => candidate.id === keyIdOf(header));
    if (named) return named.key;
    if (signature === undefined) return this.signing.key;
    const given = Buffer.from(signature, 'base64url');
    const signedWith = this.accepted.find((candidate) => {
      const expected = createHmac('sha256', candidate.key).update(`${header}.${payload}`).digest();
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    return (signedWith ?? this.signing).key;
  }
}

function keyIdOf(header: string): string | undefined {
  try {
    const { kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}
