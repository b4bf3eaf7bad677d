import { Logger } from '@nestjs/common';
import { registerAs } from '@nestjs/config';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { randomBytes } from 'node:crypto';
import { validateConfig } from './validate-config';

/** Sessions last at most 8 hours : a stolen token stays useful for one working day. */
export const MAX_SESSION_SECONDS = 8 * 60 * 60;
export const MIN_SECRET_LENGTH = 32;
export const MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH = 12;

/** Values copied from examples instead of generated: refused in production whatever their length. */
const PLACEHOLDER_SECRETS = [
  /change[-_ ]?(me|this|it)/i,
  /replace[-_ ]?(me|this)/i,
  /your[-_ ]?(jwt[-_ ]?)?secret/i,
  /placeholder|example/i,
  /^(.)\1+$/,
];

const DURATION = /^(\d+)\s*([smhd]?)$/;
const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

class AuthEnvironment {
  @IsOptional() @IsString() JWT_SECRET?: string;
  @IsOptional() @IsString() JWT_ACCEPTED_SECRETS?: string;
  @IsOptional()
  @Matches(DURATION, { message: 'JWT_EXPIRES_IN must be a duration such as 8h, 30m or 3600 (seconds)' })
  JWT_EXPIRES_IN?: string;
  @IsOptional() @IsString() @MaxLength(200) JWT_ISSUER?: string;
  @IsOptional() @IsString() @MaxLength(200) JWT_AUDIENCE?: string;
  @IsOptional()
  @Matches(/^[A-Za-z0-9._-]{3,50}$/, {
    message: 'ADMIN_USERNAME must be 3 to 50 letters, digits or . _ - characters',
  })
  ADMIN_USERNAME?: string;
  @IsOptional() @IsString() @MaxLength(1024) ADMIN_PASSWORD?: string;
}

export interface AuthConfig {
  /** Signs every token, and is accepted. */
  jwtSecret: string;
  /**
   * Further secrets whose tokens are still accepted, never used to sign (JWT_ACCEPTED_SECRETS): the
   * new secret before servers switch to it, the old one after, so a change signs no one out.
   */
  jwtAcceptedSecrets: string[];
  /** True when no secret was configured and this process made one up (tokens die with the process). */
  jwtSecretGenerated: boolean;
  /** Session token lifetime in seconds. */
  sessionSeconds: number;
  jwtIssuer: string;
  jwtAudience: string;
  /** The first admin's credentials, used only when no admin exists yet. */
  initialAdmin: { username: string; password: string } | null;
  isProduction: boolean;
}

export function parseDurationSeconds(text: string): number {
  const match = DURATION.exec(text.trim());
  if (!match) throw new Error(`Invalid duration: ${text}`);
  return Number(match[1]) * UNIT_SECONDS[match[2]];
}

/** A production secret must be long and not copied from an example. */
function checkStrongSecret(value: string, variable: string): void {
  if (value.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${variable} is too short: use a random string of at least ${MIN_SECRET_LENGTH} characters.`,
    );
  }
  if (PLACEHOLDER_SECRETS.some((pattern) => pattern.test(value))) {
    throw new Error(
      `${variable} is a placeholder value: replace it with a random string of at least 32 characters.`,
    );
  }
}

function readSecret(
  secret: string | undefined,
  isProduction: boolean,
): { value: string; generated: boolean } {
  const value = secret?.trim() ?? '';
  if (isProduction) {
    if (!value) {
      throw new Error(
        'JWT_SECRET is required in production: set it to a random string of at least 32 characters.',
      );
    }
    checkStrongSecret(value, 'JWT_SECRET');
    return { value, generated: false };
  }
  if (value) return { value, generated: false };
  new Logger('AuthConfig').warn(
    'JWT_SECRET is not set: using a random secret for this process only (admins log in again after a restart).',
  );
  return { value: randomBytes(48).toString('base64url'), generated: true };
}

/** JWT_ACCEPTED_SECRETS: comma-separated, each as strong as JWT_SECRET in production. */
function readAcceptedSecrets(text: string | undefined, signing: string, isProduction: boolean): string[] {
  const secrets = (text ?? '')
    .split(',')
    .map((secret) => secret.trim())
    .filter((secret) => secret !== '' && secret !== signing);
  if (isProduction) for (const secret of secrets) checkStrongSecret(secret, 'JWT_ACCEPTED_SECRETS');
  return [...new Set(secrets)];
}

function readInitialAdmin(env: AuthEnvironment, isProduction: boolean): AuthConfig['initialAdmin'] {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD ?? '';
  if (!username && !password) return null;
  if (!username || !password) {
    throw new Error('ADMIN_USERNAME and ADMIN_PASSWORD must be set together.');
  }
  if (isProduction && password.length < MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH) {
    throw new Error(
      `ADMIN_PASSWORD is too short for production: use at least ${MIN_PRODUCTION_ADMIN_PASSWORD_LENGTH} characters.`,
    );
  }
  return { username: username.toLowerCase(), password };
}

/** Reads and checks the auth settings; a missing or weak production secret stops start-up here. */
export function readAuthConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  // An empty variable (KEY= in an env file) means "not set", not "set to nothing".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const settings = validateConfig('auth', AuthEnvironment, present);
  const isProduction = env.NODE_ENV === 'production';
  const secret = readSecret(settings.JWT_SECRET, isProduction);
  const sessionSeconds = parseDurationSeconds(settings.JWT_EXPIRES_IN || '8h');
  if (sessionSeconds < 60 || sessionSeconds > MAX_SESSION_SECONDS) {
    throw new Error('JWT_EXPIRES_IN must be between 1 minute and 8 hours (for example 8h or 30m).');
  }
  return {
    jwtSecret: secret.value,
    jwtAcceptedSecrets: readAcceptedSecrets(settings.JWT_ACCEPTED_SECRETS, secret.value, isProduction),
    jwtSecretGenerated: secret.generated,
    sessionSeconds,
    jwtIssuer: settings.JWT_ISSUER || 'uaq-fire-safety',
    jwtAudience: settings.JWT_AUDIENCE || 'uaq-fire-safety-admin',
    initialAdmin: readInitialAdmin(settings, isProduction),
    isProduction,
  };
}

export const authConfig = registerAs('auth', (): AuthConfig => readAuthConfig());
