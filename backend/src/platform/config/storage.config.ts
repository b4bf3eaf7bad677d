import { registerAs } from '@nestjs/config';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

class StorageEnvironment {
  /** Where uploaded files are kept with local storage; never served statically. */
  @IsOptional() @IsString() UPLOADS_DIR?: string;
  /**
   * How old a temp or unreferenced file must be before the sweep removes it: longer than any upload
   * takes, so that another instance's upload in flight is never taken for a crash's leftover.
   */
  @IsOptional() @IsInt() @Min(0) @Max(7 * 24 * 3600) UPLOADS_SWEEP_GRACE_SECONDS?: number;
  @IsOptional() @IsIn(['local', 's3']) FILE_STORAGE?: 'local' | 's3';
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) S3_ENDPOINT?: string;
  @IsOptional() @IsString() S3_REGION?: string;
  @IsOptional() @IsString() S3_BUCKET?: string;
  @IsOptional() @IsString() S3_ACCESS_KEY_ID?: string;
  @IsOptional() @IsString() S3_SECRET_ACCESS_KEY?: string;
  @IsOptional() @IsIn(['true', 'false']) S3_FORCE_PATH_STYLE?: string;
  @IsOptional() @IsString() S3_PREFIX?: string;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) holding the uploaded files. */
export interface S3StorageConfig {
  /** Empty for AWS itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Null: the SDK's own chain (instance role, AWS_* variables) provides the credentials. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Put before every key (`site/`), so one bucket can serve several installations. */
  prefix: string;
}

export interface StorageConfig {
  /** Local storage's folder; with S3 still the place `storage:copy-to-s3` reads from. */
  uploadsDir: string;
  sweepGraceMs: number;
  /** Null: files live under uploadsDir (the default). */
  s3: S3StorageConfig | null;
}

export const storageConfig = registerAs('storage', (): StorageConfig => readStorageConfig());

export function readStorageConfig(environment: NodeJS.ProcessEnv = process.env): StorageConfig {
  const env = validateConfig('storage', StorageEnvironment, environment);
  return {
    uploadsDir: resolve(env.UPLOADS_DIR ?? 'data/uploads'),
    sweepGraceMs: (env.UPLOADS_SWEEP_GRACE_SECONDS ?? 3600) * 1000,
    s3: env.FILE_STORAGE === 's3' ? readS3Config(env) : null,
  };
}

function readS3Config(env: StorageEnvironment): S3StorageConfig {
  const problems: string[] = [];
  if (!env.S3_BUCKET) problems.push('  - S3_BUCKET: required when FILE_STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      '  - S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the SDK default chain',
    );
  }
  const prefix = env.S3_PREFIX ?? '';
  const segments = prefix.replace(/\/$/, '').split('/');
  const wellFormed = segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment));
  if (prefix && !wellFormed) {
    problems.push(
      '  - S3_PREFIX: folder names of letters, digits, ".", "_" and "-" (not only dots), joined by "/"',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid storage configuration:\n${problems.join('\n')}`);
  return {
    endpoint: env.S3_ENDPOINT || null,
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET!,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
