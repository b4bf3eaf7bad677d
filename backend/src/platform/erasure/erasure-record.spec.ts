import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErasureRecord, type ErasureEntry } from './erasure-record';

describe('ErasureRecord', () => {
  let dir: string;
  let record: ErasureRecord;
  const entry = (id: number): ErasureEntry => ({
    subject: 'application',
    id,
    at: '2031-03-10T05:00:00.000Z',
    fingerprint: ErasureRecord.fingerprintOf('application', id, new Date('2031-01-01T00:00:00Z')),
  });
  const everything = async () => {
    const read: ErasureEntry[] = [];
    for await (const batch of record.batches()) read.push(...batch);
    return read;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'erasure-record-'));
    record = new ErasureRecord({ recordDir: join(dir, 'erasures') });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads nothing before the first erasure (no folder yet)', async () => {
    expect(await everything()).toEqual([]);
  });

  it('appends one line per erasure to this host’s file and reads back every host’s', async () => {
    await record.add(entry(1));
    await record.add(entry(2));
    const [own] = readdirSync(join(dir, 'erasures'));
    expect(
      readFileSync(join(dir, 'erasures', own!), 'utf8')
        .trim()
        .split('\n'),
    ).toHaveLength(2);
    writeFileSync(join(dir, 'erasures', 'other-host.jsonl'), `${JSON.stringify(entry(3))}\n`);
    expect((await everything()).map((read) => read.id).sort()).toEqual([1, 2, 3]);
  });

  it('still reads the entries of a line a crash cut short, and skips what is not an entry', async () => {
    const cut = JSON.stringify(entry(4)).slice(0, 30);
    writeFileSync(
      join(dir, 'cut.jsonl'),
      `${cut}${JSON.stringify(entry(5))}\nnot json\n${JSON.stringify({ subject: 'person', id: 6 })}\n`,
    );
    record = new ErasureRecord({ recordDir: dir });
    expect((await everything()).map((read) => read.id)).toEqual([5]);
  });

  it('fingerprints the kind, id and creation time: the same id created later is another record', () => {
    const created = new Date('2031-01-01T00:00:00Z');
    expect(ErasureRecord.fingerprintOf('application', 7, created)).toBe(
      ErasureRecord.fingerprintOf('application', 7, new Date(created)),
    );
    expect(ErasureRecord.fingerprintOf('application', 7, created)).not.toBe(
      ErasureRecord.fingerprintOf('application', 7, new Date('2031-01-01T00:00:01Z')),
    );
  });
});
