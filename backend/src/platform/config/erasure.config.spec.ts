import { resolve } from 'node:path';
import { readErasureConfig } from './erasure.config';

describe('readErasureConfig', () => {
  it('keeps the record of erasures in data/erasures unless ERASURE_RECORD_DIR says otherwise', () => {
    expect(readErasureConfig({}).recordDir).toBe(resolve('data/erasures'));
    expect(readErasureConfig({ ERASURE_RECORD_DIR: '/srv/shared/erasures' }).recordDir).toBe(
      '/srv/shared/erasures',
    );
  });

  it('refuses a record inside UPLOADS_DIR, which a restore replaces', () => {
    for (const inside of ['/srv/uploads', '/srv/uploads/erasures'])
      expect(() => readErasureConfig({ UPLOADS_DIR: '/srv/uploads', ERASURE_RECORD_DIR: inside })).toThrow(
        /ERASURE_RECORD_DIR: must not be inside UPLOADS_DIR/,
      );
    expect(
      readErasureConfig({ UPLOADS_DIR: '/srv/uploads', ERASURE_RECORD_DIR: '/srv/uploads-erasures' })
        .recordDir,
    ).toBe('/srv/uploads-erasures');
  });
});
