import type { Readable } from 'node:stream';

/**
 * A file's bytes read where they lie (a stored file, or bytes at hand), for a check on content that
 * needs more than the first bytes: it reads only the parts it looks at, never the whole file into
 * memory.
 */
export interface FileBytes {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end, none past it). */
  read(offset: number, length: number): Promise<Buffer>;
  /** The bytes from the start, for a check that reads on until it knows (destroy it when done). */
  stream(): Promise<Readable>;
}
