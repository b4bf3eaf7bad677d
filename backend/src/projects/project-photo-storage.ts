import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { STORED_FILE_FOLDERS } from '../platform/stored-files/stored-file-folders';
import { StoredFileStorage } from '../platform/stored-files/stored-file-storage';
import { StoredFileSweepService } from '../platform/stored-files/stored-file-sweep.service';
import { StoredFilesService, type StagedFile } from '../platform/stored-files/stored-files.service';
import { ProjectPhotoRecord } from './project-photo.entity';

/** `<uuid>-<width>.webp` (a photo may be 1 px wide): the only names this storage reads or writes. */
export const PHOTO_FILE_NAME = /^[0-9a-f-]{36}-\d{1,4}\.webp$/;

export const photoFile = (key: string, width: number): string => `${key}-${width}.webp`;
export const widthsOf = (photo: ProjectPhotoRecord): number[] => photo.widths.split(',').map(Number);

/**
 * Project photos (one file per served width) in the file store's `project-photos` folder, served
 * through GET /api/projects/photos/:file. A photo's row names its key and widths.
 */
@Injectable()
export class ProjectPhotoStorage extends StoredFileStorage {
  readonly label = 'project photo';
  readonly folder = STORED_FILE_FOLDERS.projectPhotos;
  readonly namePattern = PHOTO_FILE_NAME;

  constructor(
    @InjectRepository(ProjectPhotoRecord) private readonly photos: Repository<ProjectPhotoRecord>,
    files: StoredFilesService,
    sweep: StoredFileSweepService,
  ) {
    super(files, sweep);
  }

  async referencedAmong(fileNames: string[]): Promise<Set<string>> {
    const keys = [...new Set(fileNames.map((name) => name.slice(0, 36)))];
    if (keys.length === 0) return new Set();
    const rows = await this.photos.find({
      select: { id: true, storageKey: true, widths: true },
      where: { storageKey: In(keys) },
    });
    const referenced = new Set(
      rows.flatMap((row) => widthsOf(row).map((width) => photoFile(row.storageKey, width))),
    );
    return new Set(fileNames.filter((name) => referenced.has(name)));
  }

  /** Writes one width under its temp name: move it into place once the photo's row is committed. */
  stage(fileName: string, content: Buffer): Promise<StagedFile> {
    return this.files.stageAs(this, fileName, content);
  }
}
