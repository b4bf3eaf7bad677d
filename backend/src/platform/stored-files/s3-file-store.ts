import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from '../config/storage.config';
import { FileStoreUnavailableError, type FileStore, type StoredObject } from './file-store';

/** S3's smallest part of a multipart upload (except the last). */
const MULTIPART_PART_BYTES = 5 * 1024 * 1024;

/**
 * Files as objects of one S3-compatible bucket, keyed `<S3_PREFIX><folder>/<name>`. Downloads are
 * streamed from the bucket through the API, so the same short-lived tokens and checks guard them.
 */
export class S3FileStore implements FileStore {
  readonly description = 'S3 bucket';
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // A bucket that is down must become a quick 503, not a request hanging for minutes.
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      // Many S3-compatible servers do not know the newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async write(folder: string, name: string, content: Buffer | Readable): Promise<void> {
    const target = { Bucket: this.config.bucket, Key: this.keyOf(folder, name) };
    if (Buffer.isBuffer(content)) {
      await this.call(() => this.client.send(new PutObjectCommand({ ...target, Body: content })));
      return;
    }
    // A stream of unknown length goes up as a multipart upload, one part at a time: at most one
    // part (S3's minimum, 5 MiB) is held in memory. A failure aborts the upload, leaving no parts.
    await this.call(() =>
      new Upload({
        client: this.client,
        params: { ...target, Body: content },
        queueSize: 1,
        partSize: MULTIPART_PART_BYTES,
        leavePartsOnError: false,
      }).done(),
    );
  }

  async rename(folder: string, from: string, to: string): Promise<boolean> {
    // S3 has no rename: copy, then delete the source. A copy of a source already gone means
    // another instance moved it first.
    const source = this.keyOf(folder, from);
    const copied = await this.call(async () => {
      try {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.config.bucket,
            CopySource: `${this.config.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`,
            Key: this.keyOf(folder, to),
          }),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    });
    if (copied) await this.remove(folder, from);
    return copied;
  }

  async read(folder: string, name: string): Promise<{ stream: Readable; size: number } | null> {
    return this.call(async () => {
      try {
        const object = await this.client.send(
          new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(folder, name) }),
        );
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  async readRange(folder: string, name: string, offset: number, length: number): Promise<Buffer> {
    return this.call(async () => {
      try {
        const object = await this.client.send(
          new GetObjectCommand({
            Bucket: this.config.bucket,
            Key: this.keyOf(folder, name),
            Range: `bytes=${offset}-${offset + length - 1}`,
          }),
        );
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        // Asked from past the end: there are no bytes there.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          return Buffer.alloc(0);
        throw error;
      }
    });
  }

  async exists(folder: string, name: string): Promise<boolean> {
    return this.call(async () => {
      try {
        await this.client.send(
          new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(folder, name) }),
        );
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    });
  }

  async remove(folder: string, name: string): Promise<void> {
    await this.call(() =>
      this.client.send(
        new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(folder, name) }),
      ),
    );
  }

  async *list(folder: string): AsyncIterable<StoredObject[]> {
    const prefix = this.keyOf(folder, '');
    let continuationToken: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.config.bucket,
            Prefix: prefix,
            // Only this folder's own objects: the resumes' folder is the parent of the others.
            Delimiter: '/',
            ContinuationToken: continuationToken,
          }),
        ),
      );
      const objects = (page.Contents ?? []).flatMap((object) =>
        object.Key
          ? [{ name: object.Key.slice(prefix.length), modifiedMs: object.LastModified?.getTime() ?? 0 }]
          : [],
      );
      if (objects.length > 0) yield objects;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  /** Closes the client's sockets (at shutdown). */
  async probe(): Promise<void> {
    await this.call(() => this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket })));
  }

  destroy(): void {
    this.client.destroy();
  }

  private keyOf(folder: string, name: string): string {
    return `${this.config.prefix}${folder ? `${folder}/` : ''}${name}`;
  }

  private async call<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw new FileStoreUnavailableError(
        error instanceof S3ServiceException
          ? `${error.name} ${error.$metadata.httpStatusCode ?? ''}`.trim()
          : ((error as NodeJS.ErrnoException).code ?? (error as Error).name),
      );
    }
  }
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // A missing bucket is a configuration fault (503), not a missing file.
  if (error.name === 'NoSuchBucket') return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
