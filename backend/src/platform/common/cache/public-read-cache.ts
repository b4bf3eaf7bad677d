import { Inject, Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { appConfig, type AppConfig } from '../../config/app.config';

/**
 * A short-lived in-process cache for what every visitor reads (public jobs, site constants).
 * Writes on this instance invalidate it at once; other replicas converge within the TTL, which is
 * why the TTL stays a few seconds.
 */
@Injectable()
export class PublicReadCache {
  private readonly entries: LRUCache<string, { value: Promise<unknown> }>;

  constructor(@Inject(appConfig.KEY) config: AppConfig) {
    this.entries = new LRUCache({ max: 500, ttl: Math.max(config.publicCacheTtlMs, 1) });
    this.enabled = config.publicCacheTtlMs > 0;
  }

  private readonly enabled: boolean;

  /**
   * The cached value, or `load()`'s. Concurrent misses share one load (the entry holds its promise),
   * so an expiry under load costs one query, not one per waiting visitor; a failed load is dropped.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit) return hit.value as Promise<T>;
    const value = load();
    const entry = { value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.peek(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key starts with `prefix` (all entries when none is given). */
  invalidate(prefix = ''): void {
    for (const key of this.entries.keys()) {
      if (key.startsWith(prefix)) this.entries.delete(key);
    }
  }
}
