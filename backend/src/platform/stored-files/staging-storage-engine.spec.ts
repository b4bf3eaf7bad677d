import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { stagingBench } from '../../../../test/support/staged-uploads';
import type { UploadTypeCheck } from './staging-storage-engine';

interface TextType {
  extension: '.txt';
}

/** Takes what starts with "TEXT"; "TEXT?" must be confirmed by its last byte being "!". */
const textTypeOf: UploadTypeCheck<TextType> = async (firstBytes) => {
  if (!firstBytes.subarray(0, 4).equals(Buffer.from('TEXT'))) return null;
  if (firstBytes[4] !== 0x3f) return { type: { extension: '.txt' } };
  return {
    type: { extension: '.txt' },
    confirm: async (file) => (await file.read(file.size - 1, 1)).toString() === '!',
  };
};

/** A part as busboy hands it over: chunk by chunk, marked `truncated` when it hit the size limit. */
function part(chunks: Buffer[], options: { truncated?: boolean; failAfter?: number } = {}): Readable {
  let sent = 0;
  const stream = new Readable({
    read() {
      if (options.failAfter !== undefined && sent === options.failAfter) {
        this.destroy(new Error('Request aborted'));
        return;
      }
      const chunk = chunks[sent++];
      if (chunk) {
        this.push(chunk);
        return;
      }
      if (options.truncated) Object.assign(this, { truncated: true });
      this.push(null);
    },
  });
  return stream;
}

describe('StagingStorageEngine', () => {
  const bench = stagingBench(textTypeOf);
  afterAll(() => bench.close());

  it('streams the part to its temp name chunk by chunk, the type told from the first bytes', async () => {
    const chunks = [
      Buffer.from('TEXT'),
      ...Array.from({ length: 40 }, (_, index) => Buffer.alloc(8192, 65 + index)),
    ];
    const received = await bench.receive(part(chunks));
    const staged = received.accepted!.staged;
    expect(received).toMatchObject({ size: 4 + 40 * 8192, accepted: { type: { extension: '.txt' } } });
    expect(bench.files()).toEqual([`.${staged.storageName}.part`]);
    expect(readFileSync(join(bench.directory, `.${staged.storageName}.part`))).toEqual(Buffer.concat(chunks));
    await staged.discard();
  });

  it.each([
    ['a type the endpoint does not take', part([Buffer.from('PNG '), Buffer.alloc(100_000)]), 100_004],
    ['a type the whole file does not confirm', part([Buffer.from('TEXT?'), Buffer.alloc(100_000)]), 100_005],
  ])('keeps nothing of %s, and tells its size', async (_what, stream, size) => {
    await expect(bench.receive(stream)).resolves.toEqual({ size, accepted: null });
    expect(bench.files()).toEqual([]);
  });

  it('confirms a type from the stored file when the first bytes ask for it', async () => {
    const received = await bench.receive(
      part([Buffer.from('TEXT?'), Buffer.alloc(100_000), Buffer.from('!')]),
    );
    expect(received.accepted?.type).toEqual({ extension: '.txt' });
    await received.accepted!.staged.discard();
  });

  it.each([
    ['ends early at the size limit', part([Buffer.from('TEXT'), Buffer.alloc(200_000)], { truncated: true })],
    [
      'fails half way (the client went away)',
      part([Buffer.from('TEXT'), Buffer.alloc(200_000), Buffer.alloc(9)], { failAfter: 2 }),
    ],
  ])('fails, keeping nothing, for a part that %s', async (_what, stream) => {
    await expect(bench.receive(stream)).rejects.toThrow();
    expect(bench.files()).toEqual([]);
  });
});
