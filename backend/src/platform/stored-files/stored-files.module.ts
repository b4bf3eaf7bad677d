import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { storageConfig, type StorageConfig } from '../config/storage.config';
import { MetricsService } from '../metrics/metrics.service';
import { ScheduledJobsModule } from '../scheduled-jobs/scheduled-jobs.module';
import { ScheduledJobsService } from '../scheduled-jobs/scheduled-jobs.service';
import { FILE_STORE, type FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { StoredFileSweepService } from './stored-file-sweep.service';
import { StoredFilesService } from './stored-files.service';
import { UploadScratchFolder } from './upload-scratch-folder';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The store FILE_STORAGE names: the local data folder (default) or an S3-compatible bucket. The S3
 * client is loaded only for a bucket: it takes some 30 MB of memory a server on its disk never uses.
 */
export async function fileStoreFor(config: StorageConfig): Promise<FileStore> {
  if (!config.s3) return new LocalFileStore(config.uploadsDir);
  const { S3FileStore } = await import('./s3-file-store.ts');
  return new S3FileStore(config.s3);
}

/** Crash-safe storage of uploaded files, shared by every feature that keeps files for its rows. */
@Module({
  imports: [ScheduledJobsModule],
  providers: [
    { provide: FILE_STORE, inject: [storageConfig.KEY], useFactory: fileStoreFor },
    StoredFilesService,
    StoredFileSweepService,
    UploadScratchFolder,
  ],
  exports: [StoredFilesService, StoredFileSweepService, UploadScratchFolder],
})
export class StoredFilesModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(FILE_STORE) private readonly store: FileStore,
    private readonly sweep: StoredFileSweepService,
    private readonly jobs: ScheduledJobsService,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register({ name: 'stored-files-sweep', everyMs: DAY_MS, run: () => this.sweep.sweepAll() });
    const store = this.store instanceof LocalFileStore ? 'local' : 's3';
    // One probe at a time (a bucket probe is one HEAD request), however many scrapes overlap.
    let probing: Promise<boolean> | null = null;
    this.metrics.gauge(
      'file_store_up',
      'Whether the uploaded files store (the bucket, or the local folder) answers: 1 or 0',
      ['store'],
      async () => {
        probing ??= this.store
          .probe()
          .then(
            () => true,
            () => false,
          )
          .finally(() => (probing = null));
        return [{ labels: { store }, value: (await probing) ? 1 : 0 }];
      },
    );
  }

  onApplicationShutdown(): void {
    this.store.destroy?.();
  }
}
