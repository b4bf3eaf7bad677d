import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { MetricsService } from './metrics.service';

/** What `docker/backup-offsite.sh` writes into BACKUP_DIR once a copy has left the machine. */
export const OFFSITE_MARKER = 'offsite-last-success';
/** The last file `docker/backup.sh` writes into a backup folder: its presence means complete. */
const LAST_FILE_OF_A_BACKUP = 'uploads.tar.gz';

/** Unix time of the newest complete backup folder in `backupDir`, or null when there is none. */
async function newestBackup(backupDir: string): Promise<number | null> {
  const folders = (await readdir(backupDir).catch(() => [] as string[]))
    .filter((name) => name.startsWith('backup-'))
    .sort()
    .reverse();
  for (const folder of folders) {
    const last = await stat(join(backupDir, folder, LAST_FILE_OF_A_BACKUP)).catch(() => null);
    if (last) return last.mtimeMs / 1000;
  }
  return null;
}

/**
 * The age of the backups as Prometheus sees it: when the newest complete backup was written in
 * BACKUP_DIR, and when a copy last left the machine; 0 while there is none, so the age alert fires
 * for "never" too. Read on each scrape: a folder listing, a few dozen entries.
 */
export function watchBackups(backupDir: string, metrics: MetricsService): void {
  metrics.gauge(
    'backup_last_success_timestamp_seconds',
    'When the newest complete backup in BACKUP_DIR was written (Unix time; 0: none)',
    [],
    async () => {
      return [{ labels: {}, value: (await newestBackup(backupDir)) ?? 0 }];
    },
  );
  metrics.gauge(
    'backup_offsite_last_success_timestamp_seconds',
    'When an encrypted copy of a backup last left the machine (docker/backup-offsite.sh; Unix time; 0: never)',
    [],
    async () => {
      const marker = await stat(join(backupDir, OFFSITE_MARKER)).catch(() => null);
      return [{ labels: {}, value: marker ? marker.mtimeMs / 1000 : 0 }];
    },
  );
}
