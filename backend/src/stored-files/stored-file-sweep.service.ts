import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { storageConfig, type StorageConfig } from '../config/storage.config';
import { storageNameOfTemporary, type StoredFileKind } from './stored-file-kind';

const DAY_MS = 24 * 3600 * 1000;
/** Names per reference query: well under every engine's limit on bound parameters. */
const QUERY_BATCH = 500;

export interface SweepResult {
  /** Temp files whose row was committed before a crash: moved to their stored name. */
  completed: number;
  /** Temp files of uploads that never got a row. */
  temporaryRemoved: number;
  /** Stored files no row refers to (a deletion whose file removal failed, or older code's crash). */
  unreferencedRemoved: number;
}

/**
 * Removes what a crash or a failed removal left in the upload folders: at start-up (before the
 * server accepts requests) and daily. Only files older than the grace period are removed, so
 * another instance's upload in flight is left alone. Logs counts, never names.
 */
@Injectable()
export class StoredFileSweepService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StoredFileSweepService.name);
  private readonly kinds: StoredFileKind[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(storageConfig.KEY) private readonly config: StorageConfig) {}

  /** Called by each feature that stores files, from its own module's start-up. */
  register(kind: StoredFileKind): void {
    this.kinds.push(kind);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepAll();
    this.timer = setInterval(() => void this.sweepAll(), DAY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Every registered kind; a failure is logged and retried at the next sweep, never fatal. */
  async sweepAll(): Promise<void> {
    for (const kind of this.kinds) {
      try {
        const result = await this.sweep(kind);
        const total = result.completed + result.temporaryRemoved + result.unreferencedRemoved;
        if (total > 0) {
          this.logger.warn(
            `Stored ${kind.label} files swept: ${result.completed} completed, ` +
              `${result.temporaryRemoved} temp files removed, ${result.unreferencedRemoved} unreferenced files removed`,
          );
        }
      } catch (error) {
        this.logger.error(
          `Sweep of stored ${kind.label} files failed, retried at the next sweep: ${(error as Error).message}`,
        );
      }
    }
  }

  async sweep(kind: StoredFileKind, now = Date.now()): Promise<SweepResult> {
    const result: SweepResult = { completed: 0, temporaryRemoved: 0, unreferencedRemoved: 0 };
    const entries = await readdir(kind.directory, { withFileTypes: true }).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    const stored: string[] = [];
    const temporary = new Map<string, string>();
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const forName = storageNameOfTemporary(entry.name);
      if (forName !== null && kind.namePattern.test(forName)) temporary.set(forName, entry.name);
      else if (kind.namePattern.test(entry.name)) stored.push(entry.name);
    }
    const referenced = await this.referencedAmong(kind, [...stored, ...temporary.keys()]);
    const isOld = async (fileName: string): Promise<boolean> => {
      const modified = await stat(join(kind.directory, fileName)).then(
        (stats) => stats.mtimeMs,
        () => null,
      );
      return modified !== null && now - modified >= this.config.sweepGraceMs;
    };

    for (const [storageName, fileName] of temporary) {
      const path = join(kind.directory, fileName);
      if (referenced.has(storageName)) {
        // The row was committed, the move was not: finish it (unless the stored file is there already).
        if (await exists(join(kind.directory, storageName))) await rm(path, { force: true });
        else await rename(path, join(kind.directory, storageName)).catch(unlessGone);
        result.completed += 1;
      } else if (await isOld(fileName)) {
        await rm(path, { force: true });
        result.temporaryRemoved += 1;
      }
    }
    for (const storageName of stored) {
      if (referenced.has(storageName) || !(await isOld(storageName))) continue;
      await rm(join(kind.directory, storageName), { force: true });
      result.unreferencedRemoved += 1;
    }
    return result;
  }

  private async referencedAmong(kind: StoredFileKind, names: string[]): Promise<Set<string>> {
    const referenced = new Set<string>();
    for (let start = 0; start < names.length; start += QUERY_BATCH) {
      for (const name of await kind.referencedAmong(names.slice(start, start + QUERY_BATCH))) {
        referenced.add(name);
      }
    }
    return referenced;
  }
}

/** Another instance's sweep (or the upload itself) may have moved the file first. */
function unlessGone(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
