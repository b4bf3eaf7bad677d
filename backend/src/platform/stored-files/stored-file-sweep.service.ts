import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { storageConfig, type StorageConfig } from '../config/storage.config';
import { FILE_STORE, type FileStore, type StoredObject } from './file-store';
import { storageNameOfTemporary, type StoredFileKind } from './stored-file-kind';

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
 * Removes what a crash or a failed removal left in the file store (folder or bucket): at each
 * server's start-up (before it accepts requests: it finishes what its own crash left) and daily,
 * once across the cluster (the `stored-files-sweep` scheduled job, see StoredFilesModule). Only
 * files older than the grace period are removed, so another instance's upload in flight is left
 * alone. Logs counts, never names.
 */
@Injectable()
export class StoredFileSweepService implements OnApplicationBootstrap {
  private readonly logger = new Logger(StoredFileSweepService.name);
  private readonly kinds: StoredFileKind[] = [];

  constructor(
    @Inject(storageConfig.KEY) private readonly config: StorageConfig,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  /** Called by each feature that stores files, from its own module's start-up. */
  register(kind: StoredFileKind): void {
    this.kinds.push(kind);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweepAll();
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
    // A page of the folder at a time: a bucket may hold more names than fit in memory at once.
    for await (const page of this.store.list(kind.folder)) {
      const stored = new Map<string, number>();
      const temporary = new Map<string, StoredObject>();
      for (const object of page) {
        const forName = storageNameOfTemporary(object.name);
        if (forName !== null && kind.namePattern.test(forName)) temporary.set(forName, object);
        else if (kind.namePattern.test(object.name)) stored.set(object.name, object.modifiedMs);
      }
      const referenced = await this.referencedAmong(kind, [...stored.keys(), ...temporary.keys()]);
      const isOld = (modifiedMs: number): boolean => now - modifiedMs >= this.config.sweepGraceMs;

      for (const [storageName, object] of temporary) {
        if (referenced.has(storageName)) {
          // The row was committed, the move was not: finish it (unless the stored file is there already).
          if (await this.store.exists(kind.folder, storageName))
            await this.store.remove(kind.folder, object.name);
          else await this.store.rename(kind.folder, object.name, storageName);
          result.completed += 1;
        } else if (isOld(object.modifiedMs)) {
          await this.store.remove(kind.folder, object.name);
          result.temporaryRemoved += 1;
        }
      }
      for (const [storageName, modifiedMs] of stored) {
        if (referenced.has(storageName) || !isOld(modifiedMs)) continue;
        await this.store.remove(kind.folder, storageName);
        result.unreferencedRemoved += 1;
      }
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
