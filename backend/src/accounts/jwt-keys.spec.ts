import { JwtService } from '@nestjs/jwt';
import type { AuthConfig } from '../platform/config/auth.config';
import { JwtKeys, jwtKeyId } from './jwt-keys';

const OLD = 'old-secret-0123456789abcdef0123456789abcdef';
const NEW = 'new-secret-fedcba9876543210fedcba9876543210';
const OTHER = 'other-secret-00112233445566778899aabbccddeeff';

const keysFor = (jwtSecret: string, jwtAcceptedSecrets: string[] = []) =>
  new JwtKeys({ jwtSecret, jwtAcceptedSecrets } as unknown as AuthConfig);

/** A token as a server with `secret` signs it (with its key id), or as releases before key ids did. */
const tokenSignedWith = (secret: string, withKeyId = true) =>
  new JwtService({ secret }).sign({ sub: '1' }, withKeyId ? { keyid: jwtKeyId(secret) } : {});

/** True when `keys` picks a key that verifies `token`. */
const accepts = (keys: JwtKeys, token: string) => {
  try {
    new JwtService().verify(token, { secret: keys.forToken(token) as unknown as Buffer });
    return true;
  } catch {
    return false;
  }
};

describe('JwtKeys', () => {
  it('accepts tokens of the signing secret and of each accepted one, with or without a key id', () => {
    const midChange = keysFor(NEW, [OLD]);
    for (const withKeyId of [true, false]) {
      expect(accepts(midChange, tokenSignedWith(NEW, withKeyId))).toBe(true);
      expect(accepts(midChange, tokenSignedWith(OLD, withKeyId))).toBe(true);
      expect(accepts(midChange, tokenSignedWith(OTHER, withKeyId))).toBe(false);
    }
  });

  it('refuses tokens of a secret no longer accepted, even when their key id names it', () => {
    const afterChange = keysFor(NEW);
    expect(accepts(afterChange, tokenSignedWith(OLD))).toBe(false);
    expect(accepts(afterChange, tokenSignedWith(OLD, false))).toBe(false);
    // A forged key id naming the accepted key does not make another secret's signature pass.
    const forged = new JwtService({ secret: OTHER }).sign({ sub: '1' }, { keyid: jwtKeyId(NEW) });
    expect(accepts(afterChange, forged)).toBe(false);
    expect(accepts(keysFor(NEW, [OLD]), forged)).toBe(false);
  });

  it('names a secret by a fingerprint that does not contain it', () => {
    expect(jwtKeyId(NEW)).toMatch(/^[\w-]{12}$/);
    expect(jwtKeyId(NEW)).not.toBe(jwtKeyId(OLD));
    expect(NEW).not.toContain(jwtKeyId(NEW));
  });
});
