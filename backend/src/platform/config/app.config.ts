import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** LOG_LEVEL's default: quiet in tests. */
export function defaultLogLevel(nodeEnv: string | undefined): string {
  return nodeEnv === 'test' ? 'silent' : 'info';
}
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

class AppEnvironment {
  @IsOptional() @IsIn(NODE_ENVIRONMENTS) NODE_ENV?: NodeEnvironment;
  @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) PUBLIC_URL?: string;
  @IsOptional() @IsString() TRUST_PROXY?: string;
  @IsOptional() @IsIn(LOG_LEVELS) LOG_LEVEL?: string;
  @IsOptional() @IsString() SITE_DIST_DIR?: string;
  @IsOptional() @IsInt() @Min(0) @Max(600_000) PUBLIC_CACHE_TTL_MS?: number;
  @IsOptional() @IsIn(['true', 'false']) SEED_SAMPLE_JOBS?: string;
  @IsOptional() @IsString() REDIS_URL?: string;
  @IsOptional() @IsInt() @Min(0) @Max(60_000) SHUTDOWN_DELAY_MS?: number;
  // Below Node's own 300 s request timeout, which cuts the connection without an answer.
  @IsOptional() @IsInt() @Min(1000) @Max(290_000) REQUEST_TIMEOUT_MS?: number;
  @IsOptional()
  @Matches(/^[\w.+-]{1,64}$/, { message: 'APP_VERSION must be 1-64 letters, digits or . _ + -' })
  APP_VERSION?: string;
  @IsOptional() @IsString() BACKUP_DIR?: string;
  @IsOptional() @IsInt() @Min(1) @Max(10_000) APPLICATIONS_PER_ADDRESS_PER_HOUR?: number;
}

/**
 * Applications the public form takes from one client address (an IPv6 /64) per hour. An office,
 * a job fair or a labour camp's Wi-Fi sends many people through one address; HR adds walk-ins
 * without the form anyway.
 */
export const DEFAULT_APPLICATIONS_PER_ADDRESS_PER_HOUR = 30;

export interface AppConfig {
  nodeEnv: NodeEnvironment;
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /**
   * The proxies whose X-Forwarded-For is believed: false, or addresses (Express's range names such
   * as `loopback`, IPs, CIDRs) and host names (a compose service such as `proxy`), see
   * platform/common/http/trusted-proxies.ts.
   */
  trustedProxies: false | string[];
  logLevel: string;
  /** Folder of the built frontend (client assets and server-rendering bundle). */
  siteDistDir: string;
  /** How long public reads (jobs, constants) are cached in this process. */
  publicCacheTtlMs: number;
  seedSampleJobs: boolean;
  redisUrl: string | null;
  /**
   * After SIGTERM, how long the server reports not ready while still serving everything, so a load
   * balancer polling /api/health/ready stops sending before the port closes.
   */
  shutdownDelayMs: number;
  /**
   * How long the server may work on a request (from its arrival, more while its body is still
   * arriving) before it answers 503 itself.
   */
  requestTimeoutMs: number;
  /** The release running: the image's tag (APP_VERSION, set at build), reported as app_info. */
  version: string;
  /** Where `npm run backup` writes (BACKUP_DIR): the newest backup's age is a metric. */
  backupDir: string;
  /** The public form's per-address limit (APPLICATIONS_PER_ADDRESS_PER_HOUR). */
  applicationsPerAddressPerHour: number;
}

export const appConfig = registerAs('app', (): AppConfig => {
  const env = validateConfig('app', AppEnvironment);
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = env.PORT ?? 3000;
  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    trustedProxies: readTrustedProxies(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? defaultLogLevel(nodeEnv),
    siteDistDir: resolve(env.SITE_DIST_DIR ?? 'frontend/dist'),
    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS ?? 5000,
    seedSampleJobs: env.SEED_SAMPLE_JOBS ? env.SEED_SAMPLE_JOBS === 'true' : nodeEnv !== 'production',
    redisUrl: env.REDIS_URL || null,
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS ?? (nodeEnv === 'production' ? 2000 : 0),
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS ?? 30_000,
    version: env.APP_VERSION ?? 'unversioned',
    backupDir: resolve(env.BACKUP_DIR ?? 'backups'),
    applicationsPerAddressPerHour:
      env.APPLICATIONS_PER_ADDRESS_PER_HOUR ?? DEFAULT_APPLICATIONS_PER_ADDRESS_PER_HOUR,
  };
});

/** Express's names for address ranges, usable in TRUST_PROXY. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;

/**
 * A host name such as a compose service (`proxy`): trusted at the addresses it resolves to. Words
 * that read as "trust everyone" are refused rather than looked up.
 */
const HOST_NAME = /^(?=.*[a-z])[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const NOT_HOST_NAMES = ['true', 'false', 'yes', 'all', 'any', 'everyone', 'everybody'];

export function isProxyHostName(entry: string): boolean {
  return HOST_NAME.test(entry) && !NOT_HOST_NAMES.includes(entry) && !PROXY_RANGE_NAMES.includes(entry);
}

function isProxyAddress(entry: string): boolean {
  if (isProxyHostName(entry)) return true;
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const isV4 = IPV4.test(address) && address.split('.').every((part) => Number(part) <= 255);
  const isV6 = !isV4 && isIP(address) === 6;
  if (!isV4 && !isV6) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isV4 ? 32 : 128);
}

/**
 * Proxies are trusted by address only: a hop count would believe a forged X-Forwarded-For from any
 * client that reaches the app port directly.
 */
function readTrustedProxies(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0) {
    throw new Error(
      `Invalid app configuration:\n  - TRUST_PROXY: "${wrong.join(', ')}" is not a proxy address. ` +
        'List your reverse proxies (loopback, an IP, a CIDR such as 10.0.0.0/8, or a host name such as proxy, comma-separated), ' +
        'or 0 for none; hop counts are not accepted.',
    );
  }
  return entries;
}
