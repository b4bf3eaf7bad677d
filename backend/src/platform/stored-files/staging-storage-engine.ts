import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { Readable } from 'node:stream';
import type { FileBytes } from './file-bytes';
import type { StoredFileKind } from './stored-file-kind';
import type { StagedFile, StoredFilesService } from './stored-files.service';

/** How many first bytes a type is told from: enough for every signature the endpoints take. */
const FIRST_BYTES = 64 * 1024;

/**
 * What an endpoint makes of a file's first bytes: the type they show, or null when they show none
 * the endpoint takes. Where the first bytes cannot settle it (a ZIP that may be a DOCX, an OLE2
 * container that may be a Word document), `confirm` reads what it needs of the stored file.
 */
export type UploadTypeCheck<T extends { extension: string }> = (
  firstBytes: Buffer,
) => Promise<{ type: T; confirm?: (file: FileBytes) => Promise<boolean> } | null>;

/** A file part as the route handler receives it (multer's fields, then the engine's). */
export interface ReceivedFile<T> {
  /** The name the client gave, untrusted: keep it only as text. */
  originalname: string;
  size: number;
  /** Its type and its bytes under their temp name; null when it is not a type the endpoint takes (nothing kept). */
  accepted: { type: T; staged: StagedFile } | null;
}

type EngineFile = Parameters<StorageEngine['_handleFile']>[1];

/**
 * A multer storage engine that streams a file part straight to its temp name in the file store
 * (StoredFilesService.stage): the type is told from the first bytes, then the rest follows chunk by
 * chunk, never held whole in memory. A part of a type the endpoint does not take is read to its end
 * and dropped, so the route still answers in its usual order (a missing job before a wrong file).
 * A part over multer's size limit ends early: its temp file is removed and multer answers 413.
 */
export class StagingStorageEngine<T extends { extension: string }> implements StorageEngine {
  constructor(
    private readonly files: StoredFilesService,
    private readonly kind: StoredFileKind,
    private readonly typeOf: UploadTypeCheck<T>,
  ) {}

  _handleFile(_request: Request, file: EngineFile, callback: (error?: unknown, info?: object) => void): void {
    this.receive(file.stream).then(
      (info) => callback(null, info),
      (error: unknown) => callback(error),
    );
  }

  _removeFile(_request: Request, file: EngineFile, callback: (error: Error | null) => void): void {
    const staged = (file as Partial<ReceivedFile<T>>).accepted?.staged;
    (staged ? staged.discard() : Promise.resolve()).then(() => callback(null), callback);
  }

  private async receive(stream: Readable): Promise<Omit<ReceivedFile<T>, 'originalname'>> {
    // One iterator throughout: the first bytes, then the rest from where they stopped.
    const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const first = await firstBytes(chunks);
    const verdict = await this.typeOf(first);
    if (!verdict) {
      let size = first.length;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) size += next.value.length;
      return { size, accepted: null };
    }
    const staged = await this.files.stage(
      this.kind,
      Readable.from(wholeFile(first, chunks, stream), { objectMode: false }),
      verdict.type.extension,
    );
    if (verdict.confirm && !(await verdict.confirm(staged.bytes))) {
      await staged.discard();
      return { size: staged.size, accepted: null };
    }
    return { size: staged.size, accepted: { type: verdict.type, staged } };
  }
}

async function firstBytes(chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const read: Buffer[] = [];
  let length = 0;
  while (length < FIRST_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    read.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(read);
}

async function* wholeFile(
  first: Buffer,
  rest: AsyncIterator<Buffer>,
  stream: Readable & { truncated?: boolean },
): AsyncGenerator<Buffer> {
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  // busboy ends a part early at the size limit: the store must not keep what came.
  if (stream.truncated) throw new Error('The file is over the size limit');
}
