import type { OnModuleInit } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  In,
  type FindOptionsSelect,
  type FindOptionsWhere,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import type { StoredFileKind } from './stored-file-kind';
import { StoredFileSweepService } from './stored-file-sweep.service';
import { StoredFilesService } from './stored-files.service';

/**
 * A feature's kind of stored file (resumes, quote drawings, project photos): it joins the sweep
 * and opens and removes its files the same way; the feature says which names its rows still refer
 * to and how a new file is staged.
 */
export abstract class StoredFileStorage implements StoredFileKind, OnModuleInit {
  abstract readonly label: string;
  abstract readonly folder: string;
  abstract readonly namePattern: RegExp;
  abstract referencedAmong(storageNames: string[]): Promise<Set<string>>;

  protected constructor(
    protected readonly files: StoredFilesService,
    private readonly sweep: StoredFileSweepService,
  ) {}

  onModuleInit(): void {
    this.sweep.register(this);
  }

  /** After the row is deleted; a store failure is logged, not thrown (see StoredFilesService.remove). */
  remove(storageName: string): Promise<boolean> {
    return this.files.remove(this, storageName);
  }

  /** A stream of the stored file, or null when it is missing. */
  open(storageName: string): Promise<{ stream: Readable; size: number } | null> {
    return this.files.open(this, storageName);
  }
}

/** Which of the names a row still holds in `column` (a kind whose row names one file). */
export async function namesStillReferenced<Row extends ObjectLiteral>(
  rows: Repository<Row>,
  column: keyof Row & string,
  storageNames: string[],
): Promise<Set<string>> {
  if (storageNames.length === 0) return new Set();
  const found = await rows.find({
    select: { [column]: true } as FindOptionsSelect<Row>,
    where: { [column]: In(storageNames) } as FindOptionsWhere<Row>,
  });
  return new Set(found.map((row) => row[column] as string));
}
