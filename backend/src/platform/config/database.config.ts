import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

class DatabaseEnvironment {
  @IsOptional()
  @Matches(/^mysql:\/\/.+/, { message: 'DATABASE_URL must look like mysql://user:password@host:3306/name' })
  DATABASE_URL?: string;
  @IsOptional() @IsIn(['sqlite', 'mysql']) DB_TYPE?: 'sqlite' | 'mysql';
  @IsOptional() @IsString() DB_HOST?: string;
  @IsOptional() @IsInt() @Min(1) @Max(65535) DB_PORT?: number;
  @IsOptional() @IsString() DB_USER?: string;
  @IsOptional() @IsString() DB_PASSWORD?: string;
  @IsOptional() @IsString() DB_NAME?: string;
  @IsOptional() @IsString() DB_SOCKET?: string;
  @IsOptional() @IsString() SQLITE_PATH?: string;
  @IsOptional() @IsInt() @Min(1) @Max(100) DB_POOL_SIZE?: number;
  @IsOptional() @IsInt() @Min(100) @Max(60_000) DB_POOL_ACQUIRE_TIMEOUT_MS?: number;
  @IsOptional() @IsInt() @Min(0) @Max(600_000) DB_STATEMENT_TIMEOUT_MS?: number;
}

export type DatabaseConfig =
  | { type: 'sqlite'; sqlitePath: string }
  | {
      type: 'mysql';
      url?: string;
      host: string;
      port: number;
      username: string;
      password: string;
      database: string;
      socketPath?: string;
      poolSize: number;
      /** How long a request waits for a free pool connection before it is answered 503. */
      poolAcquireTimeoutMs: number;
      /** Longest a statement may run (server-side); 0 for no limit. */
      statementTimeoutMs: number;
    };

export function readDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const settings = validateConfig('database', DatabaseEnvironment, env);
  const type = settings.DATABASE_URL ? 'mysql' : (settings.DB_TYPE ?? 'sqlite');
  if (type === 'sqlite') {
    return { type, sqlitePath: resolve(settings.SQLITE_PATH ?? 'data/site.sqlite') };
  }
  return {
    type,
    url: settings.DATABASE_URL,
    host: settings.DB_HOST ?? 'localhost',
    port: settings.DB_PORT ?? 3306,
    username: settings.DB_USER ?? 'root',
    password: settings.DB_PASSWORD ?? '',
    database: settings.DB_NAME ?? 'fire_safety',
    socketPath: settings.DB_SOCKET,
    poolSize: settings.DB_POOL_SIZE ?? 10,
    poolAcquireTimeoutMs: settings.DB_POOL_ACQUIRE_TIMEOUT_MS ?? 5000,
    statementTimeoutMs: settings.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
  };
}

export const databaseConfig = registerAs('database', () => readDatabaseConfig());
