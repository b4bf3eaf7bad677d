import { Logger } from '@nestjs/common';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { StorageConfig } from '../config/storage.config';
import { MetricsService } from '../metrics/metrics.service';
import { LocalFileStore } from './local-file-store';
import type { StoredFileKind } from './stored-file-kind';
import { StoredFileSweepService } from './stored-file-sweep.service';
import { StoredFilesService } from './stored-files.service';

const GRACE_MS = 60_000;

async function contentOf(opened: { stream: AsyncIterable<Buffer> } | null): Promise<string | null> {
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
const NAME = (n: number) => `0000000${n}-0000-4000-8000-000000000000.pdf`;

describe('stored files', () => {
  let directory: string;
  let rows: Set<string>;
  let kind: StoredFileKind;
  let files: StoredFilesService;
  let sweeper: StoredFileSweepService;

  /** A file as a crash would have left it, modified `ageMs` ago. */
  const leave = (fileName: string, ageMs: number): void => {
    const path = join(directory, fileName);
    writeFileSync(path, 'content');
    const when = (Date.now() - ageMs) / 1000;
    utimesSync(path, when, when);
  };

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'stored-files-'));
    rows = new Set();
    kind = {
      label: 'resume',
      folder: '',
      namePattern: /^[0-9a-f-]{36}\.pdf$/,
      referencedAmong: async (names) => new Set(names.filter((name) => rows.has(name))),
    };
    const store = new LocalFileStore(directory);
    files = new StoredFilesService(store, new MetricsService());
    sweeper = new StoredFileSweepService(
      { uploadsDir: directory, sweepGraceMs: GRACE_MS } as StorageConfig,
      store,
    );
    sweeper.register(kind);
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps a staged file under its temp name until it is moved into place', async () => {
    const staged = await files.stage(kind, Buffer.from('resume bytes'), '.pdf');
    expect(readdirSync(directory)).toEqual([`.${staged.storageName}.part`]);
    await staged.moveIntoPlace();
    expect(readdirSync(directory)).toEqual([staged.storageName]);
    await expect(contentOf(await files.open(kind, staged.storageName))).resolves.toBe('resume bytes');
  });

  it('stages a stream a chunk at a time, and reads any range of it where it lies', async () => {
    const chunks = ['resume ', 'bytes ', 'in three chunks'].map((text) => Buffer.from(text));
    const staged = await files.stage(kind, Readable.from(chunks, { objectMode: false }), '.pdf');
    expect(staged.size).toBe(28);
    expect(staged.bytes.size).toBe(28);
    await expect(staged.bytes.read(7, 5)).resolves.toEqual(Buffer.from('bytes'));
    await expect(staged.bytes.read(20, 100)).resolves.toEqual(Buffer.from('e chunks'));
    await expect(staged.bytes.read(28, 4)).resolves.toEqual(Buffer.alloc(0));
    await expect(contentOf({ stream: await staged.bytes.stream() })).resolves.toBe(
      'resume bytes in three chunks',
    );
  });

  it('settles a staged file after a failed request as the sweep would, at once', async () => {
    const committed = await files.stage(kind, Buffer.from('row committed'), '.pdf');
    const refused = await files.stage(kind, Buffer.from('no row'), '.pdf');
    rows.add(committed.storageName);
    await committed.settle();
    await refused.settle();
    expect(readdirSync(directory)).toEqual([committed.storageName]);
  });

  it('leaves a staged file to the sweep when its row cannot be looked up', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const staged = await files.stage(kind, Buffer.from('x'), '.pdf');
    kind.referencedAmong = async () => {
      throw Object.assign(new Error('database down'), { code: 'ECONNREFUSED' });
    };
    await expect(staged.settle()).resolves.toBeUndefined();
    expect(readdirSync(directory)).toEqual([`.${staged.storageName}.part`]);
    expect(warn).toHaveBeenCalledWith(
      "A resume upload's row could not be looked up; the sweep will finish or remove it (ECONNREFUSED)",
    );
    warn.mockRestore();
  });

  it('serves a file whose row is committed but whose move has not happened yet', async () => {
    const staged = await files.stage(kind, Buffer.from('resume bytes'), '.pdf');
    await expect(contentOf(await files.open(kind, staged.storageName))).resolves.toBe('resume bytes');
  });

  it('discards a staged file, and removes a stored file with any temp file a crash left', async () => {
    const staged = await files.stage(kind, Buffer.from('x'), '.pdf');
    await staged.discard();
    expect(readdirSync(directory)).toEqual([]);
    leave(NAME(1), 0);
    leave(`.${NAME(1)}.part`, 0);
    await expect(files.remove(kind, NAME(1))).resolves.toBe(true);
    await expect(files.remove(kind, NAME(2))).resolves.toBe(true);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('reports a removal the disk keeps refusing, after retries, without throwing', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    leave('not-a-folder', 0);
    const broken = { ...kind, folder: 'not-a-folder' };
    await expect(files.remove(broken, NAME(1))).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(
      'A resume file could not be removed; the sweep will remove it (ENOTDIR)',
    );
    error.mockRestore();
  });

  it('refuses names the server did not make', async () => {
    await expect(files.remove(kind, '../../etc/passwd')).rejects.toThrow('Not a resume storage name');
    await expect(files.open(kind, '../secret.pdf')).resolves.toBeNull();
  });

  it('sweeps: finishes committed uploads, removes old temp and unreferenced files, keeps the rest', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    rows.add(NAME(1)).add(NAME(2)).add(NAME(3));
    leave(NAME(1), GRACE_MS * 2); // stored, referenced
    leave(`.${NAME(2)}.part`, GRACE_MS * 2); // committed, not moved: crash between the two
    leave(`.${NAME(3)}.part`, 0); // committed just now, not moved
    leave(`.${NAME(4)}.part`, GRACE_MS * 2); // upload that never got a row
    leave(`.${NAME(5)}.part`, 0); // maybe another instance's upload in flight
    leave(NAME(6), GRACE_MS * 2); // row deleted, file removal failed
    leave(NAME(7), 0); // unreferenced but recent
    leave('notes.txt', GRACE_MS * 2); // not this kind's

    await sweeper.sweepAll();

    expect(readdirSync(directory).sort()).toEqual(
      [NAME(1), NAME(2), NAME(3), `.${NAME(5)}.part`, NAME(7), 'notes.txt'].sort(),
    );
    expect(readFileSync(join(directory, NAME(2)), 'utf8')).toBe('content');
    expect(warn).toHaveBeenCalledWith(
      'Stored resume files swept: 2 completed, 1 temp files removed, 1 unreferenced files removed',
    );
    warn.mockRestore();
  });

  it('sweeps a missing folder as empty, and logs rather than throws when the rows cannot be read', async () => {
    rmSync(directory, { recursive: true });
    await expect(sweeper.sweep(kind)).resolves.toEqual({
      completed: 0,
      temporaryRemoved: 0,
      unreferencedRemoved: 0,
    });
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    kind.referencedAmong = async () => {
      throw new Error('database down');
    };
    await files.stage(kind, Buffer.from('x'), '.pdf');
    await expect(sweeper.sweepAll()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('database down'));
    error.mockRestore();
  });
});
