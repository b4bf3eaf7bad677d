import { Module } from '@nestjs/common';
import { StoredFileSweepService } from './stored-file-sweep.service';
import { StoredFilesService } from './stored-files.service';

/** Crash-safe storage of uploaded files, shared by every feature that keeps files for its rows. */
@Module({
  providers: [StoredFilesService, StoredFileSweepService],
  exports: [StoredFilesService, StoredFileSweepService],
})
export class StoredFilesModule {}
