import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; from a cached page (a few ms) to a slow upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
/** Bytes; resumes and drawings are at most 5-10 MB, photo widths far less. */
const SIZE_BUCKETS = [10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000];

/**
 * This server's Prometheus metrics, one registry per application. Labels are route patterns,
 * statuses, kinds and states: never a URL, an address, a name or any other personal data.
 * Features record through the methods below, or add a gauge read at scrape time (`gauge`).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  private readonly querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database query time, by statement kind and outcome',
    labelNames: ['statement', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  private readonly uploads = new Counter({
    name: 'stored_files_total',
    help: 'Uploaded files stored, by kind (resume, drawing, project photo)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly uploadBytes = new Histogram({
    name: 'stored_file_size_bytes',
    help: 'Size of stored uploaded files, by kind',
    labelNames: ['kind'] as const,
    buckets: SIZE_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    // Process CPU, memory, handles, garbage collection and event-loop delay.
    collectDefaultMetrics({ register: this.registry });
  }

  requestAnswered(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.requestSeconds.observe(labels, seconds);
    if (status === 429) this.refusals.inc({ route });
  }

  queryRan(statement: string, succeeded: boolean, seconds: number): void {
    this.querySeconds.observe({ statement, outcome: succeeded ? 'ok' : 'error' }, seconds);
  }

  fileStored(kind: string, bytes: number): void {
    this.uploads.inc({ kind });
    this.uploadBytes.observe({ kind }, bytes);
  }

  /**
   * A gauge whose values are read when Prometheus scrapes (queue depth, pool size). `read` returns
   * the value per label set; a read that fails leaves the gauge empty for that scrape.
   */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () =>
      | Promise<{ labels: Record<L, string>; value: number }[]>
      | { labels: Record<L, string>; value: number }[],
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        const values = await Promise.resolve()
          .then(read)
          .catch(() => []);
        for (const { labels, value } of values) this.set(labels as never, value);
      },
    });
  }
}
