import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MetricsService } from '../metrics/metrics.service';
import type { FileBytes } from './file-bytes';
import { FILE_STORE, FileStoreUnavailableError, type FileStore } from './file-store';
import { storageNameOfTemporary, temporaryNameOf, type StoredFileKind } from './stored-file-kind';

/** A transient failure (a busy network share, a bucket's hiccup) deserves a few more tries before giving up. */
const ATTEMPTS = 4;
const RETRY_DELAYS_MS = [50, 200, 800];

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** A file written under its temp name, waiting for its row. */
export interface StagedFile {
  readonly storageName: string;
  /** Bytes written. */
  readonly size: number;
  /** Its bytes where they lie under the temp name, for a check that needs more than the first bytes. */
  readonly bytes: FileBytes;
  /**
   * After the row is committed: moves the file to its stored name. Never throws: a move that keeps
   * failing is logged, the file is served from its temp name, and the sweep finishes the move.
   */
  moveIntoPlace(): Promise<void>;
  /** When the row could not be written: removes the temp file (the sweep does, if this fails). */
  discard(): Promise<void>;
  /**
   * After the request failed, whatever the point it failed at: what the sweep would do, now. Moved
   * into place if a row names the file (committed before the failure), else removed. If the rows
   * cannot be read either, the file is left to the sweep. Never throws.
   */
  settle(): Promise<void>;
}

/**
 * Writes, reads and removes the files of any StoredFileKind, in the file store (local folder or S3
 * bucket), in an order that a crash at any point cannot turn into a file nobody can find: write the
 * temp file, commit the row, move the file into place. The sweep (StoredFileSweepService) finishes
 * or removes whatever a crash left. A store that cannot be reached while staging is a 503
 * (FileStoreUnavailableError) before any row is written.
 */
@Injectable()
export class StoredFilesService {
  private readonly logger = new Logger(StoredFilesService.name);

  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly metrics: MetricsService,
  ) {}

  /** Writes the content (bytes at hand, or a stream) under a temp name with a new random stored name. */
  stage(kind: StoredFileKind, content: Buffer | Readable, extension: string): Promise<StagedFile> {
    return this.stageAs(kind, `${randomUUID()}${extension}`, content);
  }

  /** Writes the content under the temp name of `storageName` (a name the caller made, e.g. per width). */
  async stageAs(kind: StoredFileKind, storageName: string, content: Buffer | Readable): Promise<StagedFile> {
    const temporary = this.checked(kind, temporaryNameOf(storageName));
    let size = 0;
    if (Buffer.isBuffer(content)) {
      size = content.length;
      await this.store.write(kind.folder, temporary, content);
    } else {
      const counted = async function* (): AsyncGenerator<Buffer> {
        for await (const chunk of content) {
          size += (chunk as Buffer).length;
          yield chunk as Buffer;
        }
      };
      await this.store.write(kind.folder, temporary, Readable.from(counted(), { objectMode: false }));
    }
    this.metrics.fileStored(kind.label, size);
    const discard = async (): Promise<void> => {
      await this.withRetries(`A ${kind.label} temp file could not be removed; the sweep will remove it`, () =>
        this.store.remove(kind.folder, temporary),
      );
    };
    return {
      storageName,
      size,
      bytes: {
        size,
        read: (offset, length) => this.store.readRange(kind.folder, temporary, offset, length),
        stream: async () => {
          const file = await this.store.read(kind.folder, temporary);
          if (!file) throw new FileStoreUnavailableError('ENOENT');
          return file.stream;
        },
      },
      moveIntoPlace: () => this.moveIntoPlace(kind, storageName),
      discard,
      settle: async () => {
        let referenced: Set<string>;
        try {
          referenced = await kind.referencedAmong([storageName]);
        } catch (error) {
          this.logger.warn(
            `A ${kind.label} upload's row could not be looked up; the sweep will finish or remove it (${reasonOf(error)})`,
          );
          return;
        }
        if (referenced.has(storageName)) await this.moveIntoPlace(kind, storageName);
        else await discard();
      },
    };
  }

  /** A stream of the stored file, or null when there is none (or the name is not this kind's). */
  async open(kind: StoredFileKind, storageName: string): Promise<{ stream: Readable; size: number } | null> {
    if (!kind.namePattern.test(storageName)) return null;
    // The temp name too: between a row's commit and the move (or if the move failed) the file is there.
    for (const name of [storageName, temporaryNameOf(storageName)]) {
      const file = await this.store.read(kind.folder, name);
      if (file) return file;
    }
    return null;
  }

  /**
   * Removes a stored file (and its temp file, if a crash left one). Call it AFTER deleting the row,
   * so no row ever points at nothing. Retries; if the store still refuses, it logs and returns
   * false, and the sweep removes the file later (no row refers to it any more). Throws only for a
   * name the server did not make.
   */
  async remove(kind: StoredFileKind, storageName: string): Promise<boolean> {
    const names = [this.checked(kind, storageName), temporaryNameOf(storageName)];
    return this.withRetries(
      `A ${kind.label} file could not be removed; the sweep will remove it`,
      async () => {
        for (const name of names) await this.store.remove(kind.folder, name);
      },
    );
  }

  private async moveIntoPlace(kind: StoredFileKind, storageName: string): Promise<void> {
    await this.withRetries(
      `A ${kind.label} file could not be moved into place; it is served from its temp name until the sweep moves it`,
      async () => {
        const moved = await this.store.rename(kind.folder, temporaryNameOf(storageName), storageName);
        // Another instance's sweep may have moved it already.
        if (!moved && !(await this.store.exists(kind.folder, storageName))) {
          throw new FileStoreUnavailableError('ENOENT');
        }
      },
    );
  }

  private async withRetries(failureMessage: string, action: () => Promise<void>): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await action();
        return true;
      } catch (error) {
        if (attempt >= ATTEMPTS) {
          this.logger.error(`${failureMessage} (${reasonOf(error)})`);
          return false;
        }
        await sleep(RETRY_DELAYS_MS[attempt - 1]!);
      }
    }
  }

  /** Only names the server made reach the store: no name from the database is trusted blindly. */
  private checked(kind: StoredFileKind, fileName: string): string {
    const storageName = storageNameOfTemporary(fileName) ?? fileName;
    if (!kind.namePattern.test(storageName)) throw new Error(`Not a ${kind.label} storage name`);
    return fileName;
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof FileStoreUnavailableError) return error.reason;
  return (error as NodeJS.ErrnoException).code ?? 'error';
}
