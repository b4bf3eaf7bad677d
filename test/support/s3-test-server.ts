import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The credentials s3rver accepts. */
const ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server on a free port (s3rver, objects in a temp folder), behind a TCP relay the
 * test can cut (`goDown`) to play a bucket outage: connections refused and open ones dropped.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The app's settings for this bucket (FILE_STORAGE=s3 and the S3_* variables). */
  env(prefix?: string): Record<string, string>;
  /** Every key in the bucket, sorted (read past the relay, so it works while the bucket is "down"). */
  keys(): Promise<string[]>;
  put(key: string, content: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  goDown(): void;
  comeBack(): void;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'site-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3rver.run();

  let down = false;
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(s3Port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((done) => relay.listen(0, '127.0.0.1', done));
  const endpoint = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;

  const client = new S3Client({
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });

  return {
    endpoint,
    bucket,
    env: (prefix = '') => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    }),
    keys: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) keys.push(object.Key!);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    put: async (key, content) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: content }));
    },
    get: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    goDown: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    comeBack: () => {
      down = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => relay.close(() => done()));
      client.destroy();
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
