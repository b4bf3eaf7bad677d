import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

/** `name@domain` or `Display Name <name@domain>`; no line breaks (they would start a new header). */
const SENDER = /^(?:[^<>\r\n]+<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

class MailEnvironment {
  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, {
    message: 'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465',
  })
  SMTP_URL?: string;
  @IsOptional()
  @Matches(SENDER, { message: 'MAIL_FROM must be an address, optionally as "Name <address>"' })
  MAIL_FROM?: string;
  @IsOptional() @IsString() MAIL_OUTBOX_DIR?: string;
  @IsOptional() @IsInt() @Min(20) @Max(600_000) MAIL_POLL_INTERVAL_MS?: number;
  @IsOptional() @IsInt() @Min(10) @Max(3_600_000) MAIL_RETRY_BASE_MS?: number;
  @IsOptional() @IsInt() @Min(100) @Max(7 * 86_400_000) MAIL_GIVE_UP_AFTER_MS?: number;
  @IsOptional() @IsInt() @Min(1) @Max(3650) SENT_MAIL_RETENTION_DAYS?: number;
}

export interface MailConfig {
  /** The SMTP server to deliver through; null writes each message as an .eml file instead. */
  smtpUrl: string | null;
  from: string;
  /** Where messages go as .eml files while no SMTP server is configured. */
  outboxDir: string;
  /** How often each instance looks for due messages. */
  pollIntervalMs: number;
  /** Wait after the first failed attempt; doubled after each further failure (at most an hour). */
  retryBaseMs: number;
  /** A message still undelivered this long after it was written is marked failed. */
  giveUpAfterMs: number;
  /** Finished mail (sent or failed) is deleted this many days after its last attempt. */
  sentMailRetentionDays: number;
}

/** Reads and checks the mail settings; a malformed SMTP_URL stops start-up with its name. */
export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  // An empty variable (KEY= in an env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const settings = validateConfig('mail', MailEnvironment, present);
  const smtpUrl = settings.SMTP_URL ?? null;
  if (smtpUrl && !isUsableSmtpUrl(smtpUrl)) {
    throw new Error(
      'Invalid mail configuration:\n  - SMTP_URL: must look like smtp://user:password@host:587 or smtps://user:password@host:465',
    );
  }
  if (smtpUrl && !settings.MAIL_FROM) {
    throw new Error(
      'Invalid mail configuration:\n  - MAIL_FROM: required with SMTP_URL (an address your provider lets you send from)',
    );
  }
  return {
    smtpUrl,
    from: settings.MAIL_FROM ?? 'no-reply@example.com',
    outboxDir: resolve(settings.MAIL_OUTBOX_DIR ?? 'data/mail'),
    pollIntervalMs: settings.MAIL_POLL_INTERVAL_MS ?? 5_000,
    retryBaseMs: settings.MAIL_RETRY_BASE_MS ?? 60_000,
    giveUpAfterMs: settings.MAIL_GIVE_UP_AFTER_MS ?? 86_400_000,
    sentMailRetentionDays: settings.SENT_MAIL_RETENTION_DAYS ?? 90,
  };
}

function isUsableSmtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return /^smtps?:$/.test(url.protocol) && url.hostname !== '' && (url.port === '' || Number(url.port) > 0);
  } catch {
    return false;
  }
}

export const mailConfig = registerAs('mail', (): MailConfig => readMailConfig());
