import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import {
  DataSource,
  type EntitySubscriberInterface,
  type InsertEvent,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { AdminUser } from './admin-user.entity';
import { SecuritySettingsRow } from './security-settings.entity';

/**
 * One second: an HR user paging a list sends a few requests a second, each of which used to read
 * the account and the security settings again. Another instance's sign-out or disabling reaches
 * this one within that second; in this process it applies at once (see below).
 */
const SESSION_CHECK_TTL_MS = 1000;

/**
 * What the session check of every admin request reads (the account, the security settings), kept
 * briefly. Any write to an account or the settings through this process empties it the moment it
 * happens, and again when a transaction commits (a change made inside one becomes visible only then),
 * so a signed-out token or a disabled account is refused by the very next request.
 */
@Injectable()
export class SessionCheckCache implements EntitySubscriberInterface {
  private readonly reads = new LRUCache<string, Promise<unknown>>({ max: 1000, ttl: SESSION_CHECK_TTL_MS });

  constructor(dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.reads.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const value = load();
    this.reads.set(key, value);
    value.catch(() => this.reads.delete(key));
    return value;
  }

  forget(): void {
    this.reads.clear();
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.forgetOnAccountChange(event.metadata.target);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.forgetOnAccountChange(event.metadata.target);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.forgetOnAccountChange(event.metadata.target);
  }

  afterTransactionCommit(): void {
    this.forget();
  }

  private forgetOnAccountChange(target: unknown): void {
    if (target === AdminUser || target === SecuritySettingsRow) this.forget();
  }
}
