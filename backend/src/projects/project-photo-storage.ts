import { Inject, Injectable } from '@nestjs/common';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { storageConfig, type StorageConfig } from '../config/storage.config';

/** `<uuid>-<width>.webp`: the only names this storage reads or writes. */
export const PHOTO_FILE_NAME = /^[0-9a-f-]{36}-\d{2,4}\.webp$/;

/** Project photos under UPLOADS_DIR/project-photos, served through GET /api/projects/photos/:file. */
@Injectable()
export class ProjectPhotoStorage {
  private readonly folder: string;

  constructor(@Inject(storageConfig.KEY) config: StorageConfig) {
    this.folder = join(config.uploadsDir, 'project-photos');
  }

  async save(fileName: string, content: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const temporary = join(this.folder, `.${fileName}.part`);
    try {
      await writeFile(temporary, content, { flag: 'wx', mode: 0o644 });
      await rename(temporary, this.pathOf(fileName));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async remove(fileName: string): Promise<void> {
    await rm(this.pathOf(fileName), { force: true });
  }

  async open(fileName: string): Promise<{ stream: ReadStream; size: number } | null> {
    if (!PHOTO_FILE_NAME.test(fileName)) return null;
    try {
      const path = this.pathOf(fileName);
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch {
      return null;
    }
  }

  private pathOf(fileName: string): string {
    if (!PHOTO_FILE_NAME.test(fileName)) throw new Error('Not a project photo file name');
    return join(this.folder, fileName);
  }
}
