import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { storageConfig, type StorageConfig } from '../config/storage.config';

/**
 * Where an upload that is turned into other files (a project photo into its WebP widths) is written
 * while its request runs, on this server's disk whatever FILE_STORAGE says: `.incoming` under
 * UPLOADS_DIR. Each file is removed when its request is answered; what a crash left is removed at
 * the next start, once older than the sweep's grace period (another request may still be using a
 * newer one).
 */
@Injectable()
export class UploadScratchFolder implements OnApplicationBootstrap {
  private readonly logger = new Logger(UploadScratchFolder.name);
  readonly path: string;

  constructor(@Inject(storageConfig.KEY) private readonly config: StorageConfig) {
    this.path = join(config.uploadsDir, '.incoming');
  }

  /** The folder, made on first use (a site that never takes such uploads never has it). */
  async ready(): Promise<string> {
    await mkdir(this.path, { recursive: true, mode: 0o700 });
    return this.path;
  }

  async onApplicationBootstrap(): Promise<void> {
    let removed = 0;
    const now = Date.now();
    for (const name of await readdir(this.path).catch(() => [])) {
      const path = join(this.path, name);
      const modifiedMs = await stat(path).then(
        (stats) => stats.mtimeMs,
        () => null,
      );
      if (modifiedMs === null || now - modifiedMs < this.config.sweepGraceMs) continue;
      await rm(path, { force: true, recursive: true });
      removed += 1;
    }
    if (removed > 0) this.logger.warn(`Upload scratch files left by a stop removed: ${removed}`);
  }
}
