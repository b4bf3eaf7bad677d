import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FactoryProvider } from '@nestjs/common';
import { mfaKeyConfig, type MfaKey, type MfaKeyConfig } from '../platform/config/mfa-key.config';

/** `mfa1.<key id>.<iv>.<tag>.<ciphertext>`, base64url parts: AES-256-GCM, so tampering is detected. */
const PREFIX = 'mfa1';

/**
 * A secret sealed with a key the server was not given (removed from MFA_ENCRYPTION_PREVIOUS_KEYS
 * before the rotation finished, or another installation's key): nothing the person can fix.
 */
export class UnknownMfaKeyError extends Error {
  constructor(readonly keyId: string) {
    super(
      `A two-factor secret was encrypted with key ${keyId}, which is neither MFA_ENCRYPTION_KEY nor in MFA_ENCRYPTION_PREVIOUS_KEYS.`,
    );
    this.name = 'UnknownMfaKeyError';
  }
}

/** Seals and opens two-factor secrets, so the database (and its backups) never hold them in clear. */
export class MfaSecretCipher {
  constructor(private readonly keys: MfaKeyConfig) {}

  seal(secret: string): string {
    const { id, bytes } = this.keys.current;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', bytes, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [PREFIX, id, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret; throws when the stored value is not sealed by a known key or was altered. */
  open(stored: string): string {
    const [prefix, keyId, iv, tag, sealed] = stored.split('.');
    if (prefix !== PREFIX || sealed === undefined) throw new Error('A two-factor secret is not encrypted.');
    const key = this.key(keyId);
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** True when the stored value is already sealed with the current key (nothing to rotate). */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${PREFIX}.${this.keys.current.id}.`);
  }

  private key(id: string): MfaKey {
    const key = [this.keys.current, ...this.keys.previous].find((candidate) => candidate.id === id);
    if (!key) throw new UnknownMfaKeyError(id);
    return key;
  }
}

/** The cipher with the configured keys, for the app's and the admin command's modules alike. */
export const mfaSecretCipherProvider: FactoryProvider<MfaSecretCipher> = {
  provide: MfaSecretCipher,
  inject: [mfaKeyConfig.KEY],
  useFactory: (keys: MfaKeyConfig) => new MfaSecretCipher(keys),
};
