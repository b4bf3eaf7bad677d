import { registerAs } from '@nestjs/config';
import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** AES-256 wants exactly 32 bytes. */
const KEY_BYTES = 32;
const HOW_TO_MAKE_ONE = 'make one with: openssl rand -base64 32';
/** Where `npm start` keeps its own key when none is configured (the data folder, never committed). */
export const DEV_MFA_KEY_FILE = 'data/mfa-encryption.key';

export interface MfaKey {
  /** A short fingerprint stored with each secret, so a secret names the key that sealed it. */
  id: string;
  bytes: Buffer;
}

export interface MfaKeyConfig {
  /** Seals new secrets and opens them. */
  current: MfaKey;
  /** Only open secrets sealed before a rotation (MFA_ENCRYPTION_PREVIOUS_KEYS). */
  previous: MfaKey[];
}

function parseKey(text: string, variable: string): MfaKey {
  const bytes = Buffer.from(text.trim(), /^[0-9a-f]{64}$/i.test(text.trim()) ? 'hex' : 'base64');
  if (bytes.length !== KEY_BYTES) {
    throw new Error(`${variable} must be 32 random bytes, base64 or hex encoded (${HOW_TO_MAKE_ONE}).`);
  }
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes };
}

/**
 * The development key, made once and kept in the data folder so enrolled authenticators survive a
 * restart. Written to a temporary name and linked into place, so parallel starts agree on one key.
 */
function developmentKey(): string {
  const file = resolve(DEV_MFA_KEY_FILE);
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
}

/** Reads the two-factor encryption keys; in production a missing key stops start-up here. */
export function readMfaKeyConfig(env: NodeJS.ProcessEnv = process.env): MfaKeyConfig {
  const configured = env.MFA_ENCRYPTION_KEY?.trim();
  if (!configured && env.NODE_ENV === 'production') {
    throw new Error(`MFA_ENCRYPTION_KEY is required in production (${HOW_TO_MAKE_ONE}).`);
  }
  const current = parseKey(configured || developmentKey(), 'MFA_ENCRYPTION_KEY');
  const previous = (env.MFA_ENCRYPTION_PREVIOUS_KEYS ?? '')
    .split(',')
    .filter((text) => text.trim() !== '')
    .map((text) => parseKey(text, 'MFA_ENCRYPTION_PREVIOUS_KEYS'));
  return { current, previous };
}

export const mfaKeyConfig = registerAs('mfaKey', (): MfaKeyConfig => readMfaKeyConfig());
