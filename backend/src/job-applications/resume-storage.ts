import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import { In, Repository } from 'typeorm';
import type { StoredFileKind } from '../stored-files/stored-file-kind';
import { STORED_FILE_FOLDERS } from '../stored-files/stored-file-folders';
import { StoredFileSweepService } from '../stored-files/stored-file-sweep.service';
import { StoredFilesService, type StagedFile } from '../stored-files/stored-files.service';
import { JobApplication } from './job-application.entity';

/**
 * Resumes in the file store's top folder (UPLOADS_DIR or the bucket; never served statically), each
 * under a name the server makes and referred to by its application's row.
 */
@Injectable()
export class ResumeStorage implements StoredFileKind, OnModuleInit {
  readonly label = 'resume';
  readonly namePattern = /^[0-9a-f-]{36}\.(pdf|docx?)$/;
  readonly folder = STORED_FILE_FOLDERS.resumes;

  constructor(
    @InjectRepository(JobApplication) private readonly applications: Repository<JobApplication>,
    private readonly files: StoredFilesService,
    private readonly sweep: StoredFileSweepService,
  ) {}

  onModuleInit(): void {
    this.sweep.register(this);
  }

  async referencedAmong(storageNames: string[]): Promise<Set<string>> {
    if (storageNames.length === 0) return new Set();
    const rows = await this.applications.find({
      select: { id: true, resumeStorageName: true },
      where: { resumeStorageName: In(storageNames) },
    });
    return new Set(rows.map((row) => row.resumeStorageName!));
  }

  /** Writes the resume under a temp name: move it into place once its application is committed. */
  stage(content: Buffer, extension: string): Promise<StagedFile> {
    return this.files.stage(this, content, extension);
  }

  /** After the application's row is deleted; a store failure is logged, not thrown (see StoredFilesService.remove). */
  remove(storageName: string): Promise<boolean> {
    return this.files.remove(this, storageName);
  }

  /** A stream of the stored file, or null when it is missing. */
  open(storageName: string): Promise<{ stream: Readable; size: number } | null> {
    return this.files.open(this, storageName);
  }
}
