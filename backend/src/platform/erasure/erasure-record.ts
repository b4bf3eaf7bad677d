import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { erasureConfig, type ErasureConfig } from '../config/erasure.config';

/** What the record can name: the kinds of records whose erasure must outlive a restore. */
export type ErasedSubject = 'application';

/** One erasure as the record keeps it: what was erased and when, nothing of whom. */
export interface ErasureEntry {
  subject: ErasedSubject;
  id: number;
  /** When it was erased (ISO-8601 UTC). */
  at: string;
  /** See ErasureRecord.fingerprintOf. */
  fingerprint: string;
}

/** Entries read per batch: a replay asks the database about this many ids at a time. */
const BATCH = 500;

/**
 * The record of erasures, kept outside the database: a restored backup brings back rows and files
 * the applicant had erased, and the record is what erases them again (ApplicantErasure.replay, at
 * every start and in `npm run restore`). So it lives where neither `npm run backup` nor
 * `npm run restore` reach: ERASURE_RECORD_DIR, never the database or UPLOADS_DIR.
 *
 * Append-only JSON lines, one file per host (servers sharing the folder never write to one file
 * at once); every line is written whole and synced before the erasure commits. It holds ids, times
 * and fingerprints only: nothing in it names anyone.
 */
@Injectable()
export class ErasureRecord {
  private readonly logger = new Logger('ErasureRecord');
  private readonly file: string;

  constructor(@Inject(erasureConfig.KEY) private readonly config: ErasureConfig) {
    this.file = join(config.recordDir, `${hostname().replace(/[^A-Za-z0-9._-]/g, '_')}.jsonl`);
  }

  /**
   * SHA-256 of the kind, the id and the record's creation time. After a restore the database may
   * have given the erased record's id to a newer one (the backup's counters came back too): the
   * fingerprint tells them apart, so a replay never erases someone who was never erased. The
   * inputs name no one, so no key is needed to keep the fingerprint from doing so.
   */
  static fingerprintOf(subject: ErasedSubject, id: number, createdAt: Date): string {
    return createHash('sha256').update(`${subject}:${id}:${createdAt.toISOString()}`).digest('hex');
  }

  async add(entry: ErasureEntry): Promise<void> {
    await mkdir(this.config.recordDir, { recursive: true, mode: 0o700 });
    const handle = await open(this.file, 'a', 0o600);
    try {
      await handle.write(`${JSON.stringify(entry)}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every entry of every host's file, a batch at a time. */
  async *batches(): AsyncGenerator<ErasureEntry[]> {
    const names = await readdir(this.config.recordDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    let batch: ErasureEntry[] = [];
    for (const name of names.filter((file) => file.endsWith('.jsonl')).sort()) {
      const lines = createInterface({ input: createReadStream(join(this.config.recordDir, name)) });
      for await (const line of lines) {
        batch.push(...this.entriesIn(line, name));
        if (batch.length >= BATCH) {
          yield batch;
          batch = [];
        }
      }
    }
    if (batch.length > 0) yield batch;
  }

  /**
   * The entries of one line. A line cut short by a crash has the next entry appended to it: each
   * complete `{…}` in it is still read.
   */
  private entriesIn(line: string, file: string): ErasureEntry[] {
    const entries: ErasureEntry[] = [];
    for (const text of line.match(/\{[^{}]*\}/g) ?? []) {
      try {
        const entry = JSON.parse(text) as Partial<ErasureEntry>;
        if (
          entry.subject === 'application' &&
          Number.isInteger(entry.id) &&
          typeof entry.at === 'string' &&
          typeof entry.fingerprint === 'string'
        )
          entries.push(entry as ErasureEntry);
      } catch {
        // Counted below with the others that are not entries.
      }
    }
    if (entries.length === 0 && line.trim() !== '')
      this.logger.warn(`Unreadable line in the erasure record ${file}: ${line.slice(0, 80)}`);
    return entries;
  }
}
