import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { STORED_FILE_FOLDERS } from '../platform/stored-files/stored-file-folders';
import { namesStillReferenced, StoredFileStorage } from '../platform/stored-files/stored-file-storage';
import { StoredFileSweepService } from '../platform/stored-files/stored-file-sweep.service';
import { StoredFilesService } from '../platform/stored-files/stored-files.service';
import { QuoteRequestRecord } from './quote-request.entity';

/**
 * Drawings sent with quote requests, in the file store's `drawings` folder (never served
 * statically), each referred to by its request's row.
 */
@Injectable()
export class DrawingStorage extends StoredFileStorage {
  readonly label = 'drawing';
  readonly folder = STORED_FILE_FOLDERS.drawings;
  readonly namePattern = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

  constructor(
    @InjectRepository(QuoteRequestRecord) private readonly quotes: Repository<QuoteRequestRecord>,
    files: StoredFilesService,
    sweep: StoredFileSweepService,
  ) {
    super(files, sweep);
  }

  referencedAmong(storageNames: string[]): Promise<Set<string>> {
    return namesStillReferenced(this.quotes, 'drawingStorageName', storageNames);
  }
}
