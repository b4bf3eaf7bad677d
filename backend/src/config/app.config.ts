import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

export const NODE_ENVIRONMENTS = ['development', 'production', 'test'] as const;
export type NodeEnvironment = (typeof NODE_ENVIRONMENTS)[number];

class AppEnvironment {
  @IsOptional() @IsIn(NODE_ENVIRONMENTS) NODE_ENV?: NodeEnvironment;
  @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) PUBLIC_URL?: string;
  /** Number of reverse-proxy hops whose X-Forwarded-For is trusted (0: use the socket address). */
  @IsOptional() @IsInt() @Min(0) @Max(10) TRUST_PROXY?: number;
  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) LOG_LEVEL?: string;
  @IsOptional() @IsString() SITE_DIST_DIR?: string;
  @IsOptional() @IsInt() @Min(0) @Max(600_000) PUBLIC_CACHE_TTL_MS?: number;
  @IsOptional() @IsIn(['true', 'false']) SEED_SAMPLE_JOBS?: string;
  @IsOptional() @IsString() REDIS_URL?: string;
}

export interface AppConfig {
  nodeEnv: NodeEnvironment;
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  trustProxyHops: number;
  logLevel: string;
  /** Folder of the built frontend (client assets and server-rendering bundle). */
  siteDistDir: string;
  /** How long public reads (jobs, constants) are cached in this process. */
  publicCacheTtlMs: number;
  seedSampleJobs: boolean;
  redisUrl: string | null;
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
    trustProxyHops: env.TRUST_PROXY ?? 0,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    siteDistDir: resolve(env.SITE_DIST_DIR ?? 'frontend/dist'),
    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS ?? 5000,
    seedSampleJobs: env.SEED_SAMPLE_JOBS ? env.SEED_SAMPLE_JOBS === 'true' : nodeEnv !== 'production',
    redisUrl: env.REDIS_URL || null,
  };
});
