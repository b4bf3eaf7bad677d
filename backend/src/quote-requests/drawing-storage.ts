import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { In, Repository } from 'typeorm';
import type { StoredFileKind } from '../stored-files/stored-file-kind';
import { STORED_FILE_FOLDERS } from '../stored-files/stored-file-folders';
import { StoredFileSweepService } from '../stored-files/stored-file-sweep.service';
import { StoredFilesService, type StagedFile } from '../stored-files/stored-files.service';
import { QuoteRequestRecord } from './quote-request.entity';

/**
 * Drawings sent with quote requests, in the file store's `drawings` folder (never served
 * statically), each referred to by its request's row. Stored like resumes (see ResumeStorage).
 */
@Injectable()
export class DrawingStorage implements StoredFileKind, OnModuleInit {
  readonly label = 'drawing';
  readonly folder = STORED_FILE_FOLDERS.drawings;
  readonly namePattern = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

  constructor(
    @InjectRepository(QuoteRequestRecord) private readonly quotes: Repository<QuoteRequestRecord>,
    private readonly files: StoredFilesService,
    private readonly sweep: StoredFileSweepService,
  ) {}

  onModuleInit(): void {
    this.sweep.register(this);
  }

  async referencedAmong(storageNames: string[]): Promise<Set<string>> {
    if (storageNames.length === 0) return new Set();
    const rows = await this.quotes.find({
      select: { id: true, drawingStorageName: true },
      where: { drawingStorageName: In(storageNames) },
    });
    return new Set(rows.map((row) => row.drawingStorageName!));
  }

  /** Writes the drawing under a temp name: move it into place once its request is committed. */
  stage(content: Buffer, extension: string): Promise<StagedFile> {
    return this.files.stage(this, content, extension);
  }

  /** After the request's row is deleted; a store failure is logged, not thrown (see StoredFilesService.remove). */
  remove(storageName: string): Promise<boolean> {
    return this.files.remove(this, storageName);
  }

  /** A stream of the stored file, or null when it is missing. */
  open(storageName: string): Promise<{ stream: Readable; size: number } | null> {
    return this.files.open(this, storageName);
  }
}
