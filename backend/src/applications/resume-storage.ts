import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { STORED_FILE_FOLDERS } from '../platform/stored-files/stored-file-folders';
import { namesStillReferenced, StoredFileStorage } from '../platform/stored-files/stored-file-storage';
import { StoredFileSweepService } from '../platform/stored-files/stored-file-sweep.service';
import { StoredFilesService } from '../platform/stored-files/stored-files.service';
import { JobApplication } from './job-application.entity';

/**
 * Resumes in the file store's top folder (UPLOADS_DIR or the bucket; never served statically), each
 * under a name the server makes and referred to by its application's row.
 */
@Injectable()
export class ResumeStorage extends StoredFileStorage {
  readonly label = 'resume';
  readonly namePattern = /^[0-9a-f-]{36}\.(pdf|docx?)$/;
  readonly folder = STORED_FILE_FOLDERS.resumes;

  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    files: StoredFilesService,
    sweep: StoredFileSweepService,
  ) {
    super(files, sweep);
  }

  referencedAmong(storageNames: string[]): Promise<Set<string>> {
    return namesStillReferenced(this.applications, 'resumeStorageName', storageNames);
  }
}
