import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { storageNameOfTemporary, temporaryNameOf, type StoredFileKind } from './stored-file-kind';

/** A transient failure (a busy network share, EMFILE) deserves a few more tries before giving up. */
const ATTEMPTS = 4;
const RETRY_DELAYS_MS = [50, 200, 800];

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** A file written under its temp name, waiting for its row. */
export interface StagedFile {
  readonly storageName: string;
  /**
   * After the row is committed: moves the file to its stored name. Never throws: a move that keeps
   * failing is logged, the file is served from its temp name, and the sweep finishes the move.
   */
  moveIntoPlace(): Promise<void>;
  /** When the row could not be written: removes the temp file. */
  discard(): Promise<void>;
}

/**
 * Writes, reads and removes the files of any StoredFileKind, in an order that a crash at any
 * point cannot turn into a file nobody can find: write the temp file, commit the row, move the
 * file into place. The sweep (StoredFileSweepService) finishes or removes whatever a crash left.
 */
@Injectable()
export class StoredFilesService {
  private readonly logger = new Logger(StoredFilesService.name);

  /** Writes the content under a temp name, flushed to disk before the caller commits its row. */
  async stage(kind: StoredFileKind, content: Buffer, extension: string): Promise<StagedFile> {
    await mkdir(kind.directory, { recursive: true });
    const storageName = `${randomUUID()}${extension}`;
    const temporary = this.pathOf(kind, temporaryNameOf(storageName));
    try {
      const file = await open(temporary, 'wx', 0o600);
      try {
        await file.writeFile(content);
        // On disk before the row says it exists: a power cut must not leave a row with an empty file.
        await file.sync();
      } finally {
        await file.close();
      }
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return {
      storageName,
      moveIntoPlace: () => this.moveIntoPlace(kind, storageName),
      discard: () => rm(temporary, { force: true }),
    };
  }

  /** A stream of the stored file, or null when there is none. */
  async open(
    kind: StoredFileKind,
    storageName: string,
  ): Promise<{ stream: ReadStream; size: number } | null> {
    // The temp name too: between a row's commit and the move (or if the move failed) the file is there.
    for (const name of [storageName, temporaryNameOf(storageName)]) {
      try {
        const path = this.pathOf(kind, name);
        const { size } = await stat(path);
        return { stream: createReadStream(path), size };
      } catch {
        // try the next name
      }
    }
    return null;
  }

  /**
   * Removes a stored file (and its temp file, if a crash left one). Call it AFTER deleting the row,
   * so no row ever points at nothing. Retries; if the disk still refuses, it logs and returns false,
   * and the sweep removes the file later (no row refers to it any more). Throws only for a name the
   * server did not make.
   */
  async remove(kind: StoredFileKind, storageName: string): Promise<boolean> {
    const paths = [this.pathOf(kind, storageName), this.pathOf(kind, temporaryNameOf(storageName))];
    return this.withRetries(
      `A ${kind.label} file could not be removed; the sweep will remove it`,
      async () => {
        for (const path of paths) await rm(path, { force: true });
      },
    );
  }

  private async moveIntoPlace(kind: StoredFileKind, storageName: string): Promise<void> {
    const temporary = this.pathOf(kind, temporaryNameOf(storageName));
    const stored = this.pathOf(kind, storageName);
    await this.withRetries(
      `A ${kind.label} file could not be moved into place; it is served from its temp name until the sweep moves it`,
      async () => {
        try {
          await rename(temporary, stored);
        } catch (error) {
          // Another instance's sweep may have moved it already.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (await exists(stored))) return;
          throw error;
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
          this.logger.error(`${failureMessage} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
          return false;
        }
        await sleep(RETRY_DELAYS_MS[attempt - 1]!);
      }
    }
  }

  private pathOf(kind: StoredFileKind, fileName: string): string {
    // Only names the server made can reach the disk: no path from the database is trusted blindly.
    const storageName = storageNameOfTemporary(fileName) ?? fileName;
    if (!kind.namePattern.test(storageName)) throw new Error(`Not a ${kind.label} storage name`);
    return join(kind.directory, fileName);
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
