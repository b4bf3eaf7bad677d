import { registerAs } from '@nestjs/config';
import { IsOptional, IsString } from 'class-validator';
import { resolve, sep } from 'node:path';
import { readStorageConfig } from './storage.config';
import { validateConfig } from './validate-config';

class ErasureEnvironment {
  @IsOptional() @IsString() ERASURE_RECORD_DIR?: string;
}

export interface ErasureConfig {
  /** Where the record of erasures is kept: outside the database, the uploads and the backups. */
  recordDir: string;
}

/**
 * The record must outlive a restore, which replaces the database and everything under UPLOADS_DIR:
 * a record kept there would be rolled back with what it must erase again, so start-up refuses it.
 */
export function readErasureConfig(env: NodeJS.ProcessEnv = process.env): ErasureConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const settings = validateConfig('erasure', ErasureEnvironment, present);
  const recordDir = resolve(settings.ERASURE_RECORD_DIR ?? 'data/erasures');
  const uploadsDir = readStorageConfig(env).uploadsDir;
  if (recordDir === uploadsDir || recordDir.startsWith(`${uploadsDir}${sep}`)) {
    throw new Error(
      'Invalid erasure configuration:\n  - ERASURE_RECORD_DIR: must not be inside UPLOADS_DIR (a restore replaces that folder)',
    );
  }
  return { recordDir };
}

export const erasureConfig = registerAs('erasure', (): ErasureConfig => readErasureConfig());
