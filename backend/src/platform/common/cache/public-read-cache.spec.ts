import type { AppConfig } from '../../config/app.config';
import { PublicReadCache } from './public-read-cache';

const cacheFor = (publicCacheTtlMs: number) => new PublicReadCache({ publicCacheTtlMs } as AppConfig);

describe('PublicReadCache', () => {
  it('shares one load between concurrent misses', async () => {
    const cache = cacheFor(5000);
    const load = jest.fn(async () => 'jobs');
    await expect(Promise.all([cache.read('k', load), cache.read('k', load)])).resolves.toEqual([
      'jobs',
      'jobs',
    ]);
    await expect(cache.read('k', load)).resolves.toBe('jobs');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops a failed load, so the next read tries again', async () => {
    const cache = cacheFor(5000);
    await expect(cache.read('k', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await expect(cache.read('k', async () => 'jobs')).resolves.toBe('jobs');
  });

  it('loads again after an invalidation, even while the earlier load is still running', async () => {
    const cache = cacheFor(5000);
    let finish: (value: string) => void = () => undefined;
    const before = cache.read('careers:list', () => new Promise<string>((done) => (finish = done)));
    cache.invalidate('careers:');
    await expect(cache.read('careers:list', async () => 'after the write')).resolves.toBe('after the write');
    finish('before the write');
    await expect(before).resolves.toBe('before the write');
    await expect(cache.read('careers:list', async () => 'unused')).resolves.toBe('after the write');
  });

  it('always loads when disabled (TTL 0)', async () => {
    const cache = cacheFor(0);
    const load = jest.fn(async () => 'jobs');
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
