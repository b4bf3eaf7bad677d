import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MfaSecretCipher } from '../../accounts/mfa-secret-cipher';
import { DEV_MFA_KEY_FILE, readMfaKeyConfig } from './mfa-key.config';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('two-factor encryption key', () => {
  it('stops a production start without MFA_ENCRYPTION_KEY, saying how to make one', () => {
    expect(() => readMfaKeyConfig({ NODE_ENV: 'production' })).toThrow(
      /MFA_ENCRYPTION_KEY is required in production \(make one with: openssl rand -base64 32\)/,
    );
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => readMfaKeyConfig({ MFA_ENCRYPTION_KEY: 'too-short' })).toThrow(/must be 32 random bytes/);
    expect(() =>
      readMfaKeyConfig({ MFA_ENCRYPTION_KEY: KEY, MFA_ENCRYPTION_PREVIOUS_KEYS: 'short' }),
    ).toThrow(/MFA_ENCRYPTION_PREVIOUS_KEYS must be 32 random bytes/);
  });

  it('outside production makes one key in the data folder and keeps using it', () => {
    const folder = mkdtempSync(join(tmpdir(), 'mfa-key-'));
    const cwd = process.cwd();
    try {
      process.chdir(folder);
      const first = readMfaKeyConfig({});
      const again = readMfaKeyConfig({});
      expect(again.current.id).toBe(first.current.id);
      expect(Buffer.from(readFileSync(DEV_MFA_KEY_FILE, 'utf8'), 'base64')).toEqual(first.current.bytes);
      expect(statSync(DEV_MFA_KEY_FILE).mode & 0o077).toBe(0);
    } finally {
      process.chdir(cwd);
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('seals so that the value is unreadable and tampering is detected', () => {
    const cipher = new MfaSecretCipher(readMfaKeyConfig({ MFA_ENCRYPTION_KEY: KEY }));
    const sealed = cipher.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(cipher.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const parts = sealed.split('.');
    parts[4] = Buffer.from('JBSWY3DPEHPK3PXQ').toString('base64url');
    expect(() => cipher.open(parts.join('.'))).toThrow();
    expect(() => cipher.open('JBSWY3DPEHPK3PXP')).toThrow(/not encrypted/);
  });
});
