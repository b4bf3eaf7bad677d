import type { Request } from 'express';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MetricsService } from '../../backend/src/platform/metrics/metrics.service';
import { LocalFileStore } from '../../backend/src/platform/stored-files/local-file-store';
import {
  StagingStorageEngine,
  type ReceivedFile,
  type UploadTypeCheck,
} from '../../backend/src/platform/stored-files/staging-storage-engine';
import type { StoredFileKind } from '../../backend/src/platform/stored-files/stored-file-kind';
import { StoredFilesService } from '../../backend/src/platform/stored-files/stored-files.service';

/**
 * The staging engine over a local file store in a temp folder, for unit tests: `receive` hands it a
 * file part as multer would (a stream of the given chunks) and returns what the route would get.
 */
export function stagingBench<T extends { extension: string }>(typeOf: UploadTypeCheck<T>) {
  const directory = mkdtempSync(join(tmpdir(), 'staged-uploads-'));
  const kind: StoredFileKind = {
    label: 'upload',
    folder: '',
    namePattern: /^[0-9a-f-]{36}\.\w+$/,
    referencedAmong: async () => new Set(),
  };
  const files = new StoredFilesService(new LocalFileStore(directory), new MetricsService());
  const engine = new StagingStorageEngine(files, kind, typeOf);
  return {
    directory,
    /** What is in the store's folder now. */
    files: () => readdirSync(directory),
    receive(stream: Readable | Buffer): Promise<Omit<ReceivedFile<T>, 'originalname'>> {
      const part = Buffer.isBuffer(stream) ? Readable.from([stream], { objectMode: false }) : stream;
      return new Promise((resolve, reject) => {
        engine._handleFile(
          {} as Request,
          { stream: part } as Parameters<typeof engine._handleFile>[1],
          (error, info) =>
            error ? reject(error as Error) : resolve(info as Omit<ReceivedFile<T>, 'originalname'>),
        );
      });
    },
    close: () => rmSync(directory, { recursive: true, force: true }),
  };
}
