import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** Long enough to absorb a burst of page turns; short enough that other instances converge. */
const TOTALS_TTL_MS = 5000;

/**
 * Remembers how many applications match a filter, for a few seconds. Counting 50,000 rows costs
 * tens of milliseconds on every page turn, while the rows of a page cost one; the key carries the
 * newest id, so a new application (from any instance) is counted at once, and every change made
 * through this instance clears the memory. A change on another instance shows within 5 s.
 */
@Injectable()
export class ApplicationTotals {
  private readonly totals = new LRUCache<string, Promise<number>>({ max: 500, ttl: TOTALS_TTL_MS });

  read(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.totals.get(key);
    if (hit) return hit;
    const total = count();
    this.totals.set(key, total);
    total.catch(() => this.totals.delete(key));
    return total;
  }

  forget(): void {
    this.totals.clear();
  }
}
