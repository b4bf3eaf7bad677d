import type { DurationSummary } from '@uaq/contract';

/** One bucket of a duration histogram: `count` stage visits (or hires) that took `hours`. */
export interface HourBucket {
  hours: number;
  count: number;
}

/**
 * Median and 90th percentile of a histogram, by the nearest-rank rule (the smallest value with at
 * least p·n values at or below it), so the answer is always a duration that occurred. The database
 * sends the histogram (a few thousand rows at most), never one row per application.
 */
export function summariseDurations(buckets: HourBucket[]): DurationSummary {
  const sorted = buckets.filter((bucket) => bucket.count > 0).sort((a, b) => a.hours - b.hours);
  const count = sorted.reduce((sum, bucket) => sum + bucket.count, 0);
  if (count === 0) return { count: 0, medianHours: null, p90Hours: null };
  return { count, medianHours: nearestRank(sorted, count, 0.5), p90Hours: nearestRank(sorted, count, 0.9) };
}

function nearestRank(sorted: HourBucket[], count: number, p: number): number {
  const rank = Math.max(1, Math.ceil(p * count));
  let seen = 0;
  for (const bucket of sorted) {
    seen += bucket.count;
    if (seen >= rank) return bucket.hours;
  }
  return sorted[sorted.length - 1].hours;
}
