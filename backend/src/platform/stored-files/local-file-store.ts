import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStoreUnavailableError, type FileStore, type StoredObject } from './file-store';

const PAGE = 1000;

/** Files under UPLOADS_DIR on this machine's disk (a shared volume when several servers run). */
export class LocalFileStore implements FileStore {
  readonly description = 'local folder';

  constructor(private readonly root: string) {}

  async write(folder: string, name: string, content: Buffer | Readable): Promise<void> {
    const path = join(this.root, folder, name);
    try {
      await mkdir(join(this.root, folder), { recursive: true });
      const file = await open(path, 'wx', 0o600);
      try {
        if (Buffer.isBuffer(content)) await file.writeFile(content);
        // A chunk at a time: the stream waits while the disk catches up.
        else for await (const chunk of content) await file.write(chunk as Buffer);
        // On disk before the row says it exists: a power cut must not leave a row with an empty file.
        await file.sync();
      } finally {
        await file.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(path, { force: true });
      throw unavailable(error);
    }
  }

  async rename(folder: string, from: string, to: string): Promise<boolean> {
    try {
      await rename(join(this.root, folder, from), join(this.root, folder, to));
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw unavailable(error);
    }
  }

  async read(folder: string, name: string): Promise<{ stream: Readable; size: number } | null> {
    const path = join(this.root, folder, name);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(error);
    }
  }

  async readRange(folder: string, name: string, offset: number, length: number): Promise<Buffer> {
    try {
      const file = await open(join(this.root, folder, name), 'r');
      try {
        const bytes = Buffer.alloc(length);
        const { bytesRead } = await file.read(bytes, 0, length, offset);
        return bytes.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    } catch (error) {
      throw unavailable(error);
    }
  }

  async exists(folder: string, name: string): Promise<boolean> {
    return stat(join(this.root, folder, name)).then(
      () => true,
      () => false,
    );
  }

  /** Made on first use, as write() would: a folder not made yet is not a fault. */
  async probe(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
      await access(this.root, constants.W_OK);
    } catch (error) {
      throw unavailable(error);
    }
  }

  async remove(folder: string, name: string): Promise<void> {
    try {
      await rm(join(this.root, folder, name), { force: true });
    } catch (error) {
      throw unavailable(error);
    }
  }

  async *list(folder: string): AsyncIterable<StoredObject[]> {
    const directory = await opendir(join(this.root, folder)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw unavailable(error);
    });
    if (!directory) return;
    let page: StoredObject[] = [];
    for await (const entry of directory) {
      if (!entry.isFile()) continue;
      const modified = await stat(join(this.root, folder, entry.name)).then(
        (stats) => stats.mtimeMs,
        () => null,
      );
      if (modified === null) continue;
      page.push({ name: entry.name, modifiedMs: modified });
      if (page.length >= PAGE) {
        yield page;
        page = [];
      }
    }
    if (page.length > 0) yield page;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

function unavailable(error: unknown): FileStoreUnavailableError {
  return new FileStoreUnavailableError((error as NodeJS.ErrnoException).code ?? 'disk error');
}
