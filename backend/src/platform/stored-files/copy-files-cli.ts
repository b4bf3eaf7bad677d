import { resolve } from 'node:path';
import { readStorageConfig } from '../config/storage.config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';
import { STORED_FILE_FOLDERS } from './stored-file-folders';

const USAGE = `Usage (with FILE_STORAGE=s3 and the S3_* variables set):
  npm run storage:copy-to-s3                    copy UPLOADS_DIR's files into the bucket
  npm run storage:copy-from-s3 -- <folder>      copy the bucket's files into a folder (backups)
Files already at the target are skipped, so a run can be repeated after an interruption.`;

interface CopyCount {
  copied: number;
  alreadyThere: number;
}

/** Copies every file of every kind's folder (temp files too: the sweep decides about those). */
export async function copyStoredFiles(from: FileStore, to: FileStore): Promise<CopyCount> {
  const count: CopyCount = { copied: 0, alreadyThere: 0 };
  for (const folder of Object.values(STORED_FILE_FOLDERS)) {
    for await (const page of from.list(folder)) {
      for (const { name } of page) {
        if (await to.exists(folder, name)) {
          count.alreadyThere += 1;
          continue;
        }
        const file = await from.read(folder, name);
        if (!file) continue; // removed since it was listed
        await to.write(folder, name, file.stream);
        count.copied += 1;
      }
    }
  }
  return count;
}

async function run(command: string | undefined, folder: string | undefined): Promise<void> {
  const config = readStorageConfig();
  if (!config.s3 || (command !== 'to-s3' && command !== 'from-s3') || (command === 'from-s3' && !folder)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const bucket = new S3FileStore(config.s3);
  try {
    const [from, to, where] =
      command === 'to-s3'
        ? [
            new LocalFileStore(config.uploadsDir),
            bucket,
            `${config.uploadsDir} -> bucket ${config.s3.bucket}`,
          ]
        : [bucket, new LocalFileStore(resolve(folder!)), `bucket ${config.s3.bucket} -> ${resolve(folder!)}`];
    const { copied, alreadyThere } = await copyStoredFiles(from, to);
    console.info(`${where}: ${copied} files copied, ${alreadyThere} already there`);
  } finally {
    bucket.destroy();
  }
}

if (require.main === module) {
  run(process.argv[2], process.argv[3]).catch((error: unknown) => {
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    console.error(`Copy failed, nothing removed; run it again: ${reason}`);
    process.exitCode = 1;
  });
}
