import { readStorageConfig } from './storage.config';

describe('readStorageConfig', () => {
  it('keeps files under data/uploads unless FILE_STORAGE=s3', () => {
    const config = readStorageConfig({});
    expect(config.uploadsDir).toMatch(/data\/uploads$/);
    expect(config.s3).toBeNull();
    expect(readStorageConfig({ FILE_STORAGE: 'local', S3_BUCKET: 'ignored' }).s3).toBeNull();
  });

  it('reads a MinIO-style bucket, and a prefix always ending in a slash', () => {
    const config = readStorageConfig({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'uaq/site',
    });
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'files',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'uaq/site/',
    });
  });

  it('leaves AWS credentials to the SDK when none are given', () => {
    const config = readStorageConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'files', S3_REGION: 'me-central-1' });
    expect(config.s3).toMatchObject({
      endpoint: null,
      region: 'me-central-1',
      credentials: null,
      prefix: '',
    });
  });

  it.each([
    [{ FILE_STORAGE: 'bucket' }, /FILE_STORAGE/],
    [{ FILE_STORAGE: 's3' }, /S3_BUCKET: required when FILE_STORAGE=s3/],
    [
      { FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' },
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    ],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
    [{ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_PREFIX: '../other' }, /S3_PREFIX/],
  ])('stops start-up naming the variable for %p', (env, message) => {
    expect(() => readStorageConfig(env)).toThrow(message);
  });
});
