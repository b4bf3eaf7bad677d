import { HttpStatus } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { MESSAGE_CODES } from '@uaq/contract';
import { AppError } from '../common/errors/app-error';

/** One file in a folder of the store, as the sweep sees it. */
export interface StoredObject {
  name: string;
  modifiedMs: number;
}

/**
 * Where uploaded files live: the local data folder or an S3-compatible bucket. Folders are the
 * kinds' own (`''` for resumes, `drawings`, `project-photos`); names are checked by the caller
 * (StoredFilesService) before they reach a store. Every failure of the store itself is raised as
 * FileStoreUnavailableError (a 503), never as a half-done write.
 */
export interface FileStore {
  /** For logs: `local folder` or `S3 bucket`. */
  readonly description: string;
  /**
   * Writes a new file from bytes at hand or from a stream read to its end (never held whole in
   * memory), durable before it returns; refuses to overwrite. A stream that fails leaves no file.
   */
  write(folder: string, name: string, content: Buffer | Readable): Promise<void>;
  /** Renames within a folder. False when `from` is gone (another instance moved it first). */
  rename(folder: string, from: string, to: string): Promise<boolean>;
  /** The file's bytes, or null when there is no such file. */
  read(folder: string, name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Up to `length` bytes of the file from `offset` (fewer at its end, none past it). */
  readRange(folder: string, name: string, offset: number, length: number): Promise<Buffer>;
  exists(folder: string, name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  remove(folder: string, name: string): Promise<void>;
  /** The files directly in the folder (not in sub-folders), a page at a time. */
  list(folder: string): AsyncIterable<StoredObject[]>;
  /** Closes its connections, if it has any (at shutdown). */
  destroy?(): void;
  /** Resolves when the store can be reached (the folder is writable, the bucket answers). */
  probe(): Promise<void>;
}

export const FILE_STORE = Symbol('FILE_STORE');

/** The store cannot be reached or refused the operation: try again shortly (503). */
export class FileStoreUnavailableError extends AppError {
  constructor(readonly reason: string) {
    super(HttpStatus.SERVICE_UNAVAILABLE, MESSAGE_CODES.request.unavailable);
    this.name = 'FileStoreUnavailableError';
  }
}
