import { registerAs } from '@nestjs/config';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

class StorageEnvironment {
  /** Where uploaded resumes are kept; never served statically. Back it with a shared volume when scaling. */
  @IsOptional() @IsString() UPLOADS_DIR?: string;
  /**
   * How old a temp or unreferenced file must be before the sweep removes it: longer than any upload
   * takes, so that another instance's upload in flight is never taken for a crash's leftover.
   */
  @IsOptional() @IsInt() @Min(0) @Max(7 * 24 * 3600) UPLOADS_SWEEP_GRACE_SECONDS?: number;
}

export interface StorageConfig {
  uploadsDir: string;
  sweepGraceMs: number;
}

export const storageConfig = registerAs('storage', (): StorageConfig => {
  const env = validateConfig('storage', StorageEnvironment);
  return {
    uploadsDir: resolve(env.UPLOADS_DIR ?? 'data/uploads'),
    sweepGraceMs: (env.UPLOADS_SWEEP_GRACE_SECONDS ?? 3600) * 1000,
  };
});
