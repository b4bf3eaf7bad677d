import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storageConfig, type StorageConfig } from '../config/storage.config';

const STORAGE_NAME = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

/** Drawings sent with quote requests, under UPLOADS_DIR/drawings (never served statically). */
@Injectable()
export class DrawingStorage {
  private readonly folder: string;

  constructor(@Inject(storageConfig.KEY) config: StorageConfig) {
    this.folder = join(config.uploadsDir, 'drawings');
  }

  /** Writes to a temp name and renames, so a reader never sees half a file. Returns the stored name. */
  async save(content: Buffer, extension: string): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    const storageName = `${randomUUID()}${extension}`;
    const temporary = join(this.folder, `.${storageName}.part`);
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
    // Only names this class made reach the disk: no path from the database is trusted blindly.
    if (!STORAGE_NAME.test(storageName)) throw new Error('Not a drawing storage name');
    return join(this.folder, storageName);
  }
}
