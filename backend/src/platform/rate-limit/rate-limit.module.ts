import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { MetricsService } from '../metrics/metrics.service';
import { RateLimitService } from './rate-limit.service';

/** Global: login, contact and application endpoints all count through the same service. */
@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule implements OnModuleInit {
  constructor(
    private readonly limits: RateLimitService,
    private readonly metrics: MetricsService,
  ) {}

  onModuleInit(): void {
    // Without REDIS_URL there is no Redis to watch: no metric.
    if (this.limits.redisReady === null) return;
    this.metrics.gauge('redis_up', 'Whether Redis (REDIS_URL) answers: 1 or 0', [], () => [
      { labels: {}, value: this.limits.redisReady ? 1 : 0 },
    ]);
  }
}
