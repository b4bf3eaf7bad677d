import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { STORED_FILE_FOLDERS } from '../platform/stored-files/stored-file-folders';
import { namesStillReferenced, StoredFileStorage } from '../platform/stored-files/stored-file-storage';
import { StoredFileSweepService } from '../platform/stored-files/stored-file-sweep.service';
import { StoredFilesService } from '../platform/stored-files/stored-files.service';
import { PreEmploymentCheckRecord } from './pre-employment-check.entity';

/**
 * The documents of the pre-employment checklist (a visa, an Emirates ID, a medical certificate), in
 * the file store's `pre-employment-documents` folder (never served statically), each named by its
 * checklist item's row.
 */
@Injectable()
export class PreEmploymentDocumentStorage extends StoredFileStorage {
  readonly label = 'pre-employment document';
  readonly folder = STORED_FILE_FOLDERS.preEmploymentDocuments;
  readonly namePattern = /^[0-9a-f-]{36}\.(pdf|png|jpg)$/;

  constructor(
    @InjectRepository(PreEmploymentCheckRecord) private readonly checks: Repository<PreEmploymentCheckRecord>,
    files: StoredFilesService,
    sweep: StoredFileSweepService,
  ) {
    super(files, sweep);
  }

  referencedAmong(storageNames: string[]): Promise<Set<string>> {
    return namesStillReferenced(this.checks, 'documentStorageName', storageNames);
  }
}
