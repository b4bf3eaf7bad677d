import { registerAs } from '@nestjs/config';
import { IsOptional, IsString } from 'class-validator';
import { resolve } from 'node:path';
import { validateConfig } from './validate-config';

class StorageEnvironment {
  /** Where uploaded resumes are kept; never served statically. Back it with a shared volume when scaling. */
  @IsOptional() @IsString() UPLOADS_DIR?: string;
}

export interface StorageConfig {
  uploadsDir: string;
}

export const storageConfig = registerAs('storage', (): StorageConfig => {
  const env = validateConfig('storage', StorageEnvironment);
  return { uploadsDir: resolve(env.UPLOADS_DIR ?? 'data/uploads') };
});
