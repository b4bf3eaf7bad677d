import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storageConfig, type StorageConfig } from '../config/storage.config';

const STORAGE_NAME = /^[0-9a-f-]{36}\.(pdf|docx?)$/;

/**
 * Resumes on disk under UPLOADS_DIR (never served statically), each under a name the server makes.
 * A shared volume can back the folder when several instances run.
 */
@Injectable()
export class ResumeStorage {
  constructor(@Inject(storageConfig.KEY) private readonly config: StorageConfig) {}

  /** Writes to a temp name and renames, so a reader never sees half a file. Returns the stored name. */
  async save(content: Buffer, extension: string): Promise<string> {
    await mkdir(this.config.uploadsDir, { recursive: true });
    const storageName = `${randomUUID()}${extension}`;
    const temporary = join(this.config.uploadsDir, `.${storageName}.part`);
    try {
      await writeFile(temporary, content, { flag: 'wx', mode: 0o600 });
      await rename(temporary, this.pathOf(storageName));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return storageName;
  }

  async remove(storageName: string): Promise<void> {
    await rm(this.pathOf(storageName), { force: true });
  }

  /** A stream of the stored file, or null when it is missing. */
  async open(storageName: string): Promise<{ stream: ReadStream; size: number } | null> {
    try {
      const path = this.pathOf(storageName);
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch {
      return null;
    }
  }

  private pathOf(storageName: string): string {
    // Only names this class made can reach the disk: no path from the database is trusted blindly.
    if (!STORAGE_NAME.test(storageName)) throw new Error('Not a resume storage name');
    return join(this.config.uploadsDir, storageName);
  }
}
