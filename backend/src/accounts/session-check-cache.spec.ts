import type { DataSource, EntityMetadata, UpdateEvent } from 'typeorm';
import { AdminUser } from './admin-user.entity';
import { SessionCheckCache } from './session-check-cache';

const updateOf = (target: unknown) => ({ metadata: { target } as EntityMetadata }) as UpdateEvent<unknown>;

describe('SessionCheckCache', () => {
  let cache: SessionCheckCache;
  let reads: number;
  const readAccount = () => cache.read('admin:1', async () => ++reads);

  beforeEach(() => {
    cache = new SessionCheckCache({ subscribers: [] } as unknown as DataSource);
    reads = 0;
  });

  it('reads an account once for the requests of the same moment', async () => {
    await expect(Promise.all([readAccount(), readAccount()])).resolves.toEqual([1, 1]);
    await expect(readAccount()).resolves.toBe(1);
  });

  it('reads the account again after any change to an account, or a committed transaction', async () => {
    await readAccount();
    cache.afterUpdate(updateOf(AdminUser));
    await expect(readAccount()).resolves.toBe(2);
    cache.afterTransactionCommit();
    await expect(readAccount()).resolves.toBe(3);
  });

  it('keeps the account across a change to something else', async () => {
    await readAccount();
    cache.afterUpdate(updateOf(class JobApplication {}));
    await expect(readAccount()).resolves.toBe(1);
  });

  it('does not keep a failed read', async () => {
    await expect(cache.read('admin:2', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    await expect(cache.read('admin:2', async () => 'read again')).resolves.toBe('read again');
  });
});
