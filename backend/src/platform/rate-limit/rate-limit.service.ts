import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../common/errors/app-error';
import { appConfig, type AppConfig } from '../config/app.config';
import { addressKey } from './address-key';
import { RATE_LIMIT_POLICIES, type RateLimitPolicy, type RateLimitPolicyName } from './rate-limit-policies';

const REDIS_CONNECT_TIMEOUT_MS = 5000;

/** The key `key` is counted under: a client address by its client (address-key.ts), anything else as it is. */
function countedKey(policyName: RateLimitPolicyName, key: string): string {
  const policy: RateLimitPolicy = RATE_LIMIT_POLICIES[policyName];
  return policy.countedBy === 'address' ? addressKey(key) : key;
}

/**
 * Counts requests per policy and key. In memory by default; in Redis when REDIS_URL is set, so
 * several replicas share one count. While Redis is unreachable each replica falls back to its own
 * in-memory count rather than letting everything through or refusing everyone.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly redis: Redis | null;
  private readonly limiters = new Map<RateLimitPolicyName, RateLimiterAbstract>();

  constructor(
    @Inject(appConfig.KEY)
    config: { redisUrl: string | null } & Partial<Pick<AppConfig, 'applicationsPerAddressPerHour'>>,
  ) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
      : null;
    // ioredis retries on its own; say so once per outage rather than on every retry.
    let reported = false;
    this.redis?.on('error', (error: Error) => {
      if (!reported) this.logger.warn(`Redis for rate limits unavailable: ${error.message}`);
      reported = true;
    });
    this.redis?.on('ready', () => {
      if (reported) this.logger.log('Redis for rate limits is back.');
      reported = false;
    });
    for (const [name, policy] of Object.entries(RATE_LIMIT_POLICIES) as [
      RateLimitPolicyName,
      RateLimitPolicy,
    ][]) {
      const points = (policy.pointsSetting && config[policy.pointsSetting]) || policy.points;
      this.limiters.set(name, this.createLimiter(name, { ...policy, points }));
    }
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // Wait for the first connection so the first requests already share counts with other replicas.
    const timeout = new Promise<never>((_, reject) => {
      setTimeout(() => reject(new Error('timed out')), REDIS_CONNECT_TIMEOUT_MS).unref();
    });
    await Promise.race([this.redis.connect(), timeout]).catch((error: Error) =>
      this.logger.warn(`Rate limits use this process's memory until Redis answers (${error.message}).`),
    );
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis && this.redis.status !== 'end')
      await this.redis.quit().catch(() => this.redis?.disconnect());
  }

  /** Whether Redis answers (null without REDIS_URL): counts are shared only while it does. */
  get redisReady(): boolean | null {
    return this.redis ? this.redis.status === 'ready' : null;
  }

  /** Counts one request; throws 429 (with Retry-After) once the key is over its limit. */
  async consume(policyName: RateLimitPolicyName, key: string): Promise<void> {
    try {
      await this.limiter(policyName).consume(countedKey(policyName, key));
    } catch (rejection) {
      throw this.toTooManyRequests(policyName, rejection);
    }
  }

  /**
   * Gives back one point a request consumed, when what it was counted for did not happen (a login
   * that stopped to ask for the second factor is not a failure).
   */
  async refund(policyName: RateLimitPolicyName, key: string): Promise<void> {
    await this.limiter(policyName)
      .reward(countedKey(policyName, key), 1)
      .catch((error: unknown) => this.storeUnavailable(error));
  }

  /** Forgets the key's count (a successful login clears its username's failures). */
  async reset(policyName: RateLimitPolicyName, key: string): Promise<void> {
    await this.limiter(policyName)
      .delete(countedKey(policyName, key))
      .catch((error: unknown) => this.storeUnavailable(error));
  }

  /** A store failure must not turn a login or a form into a 500: the in-memory insurance still counts. */
  private storeUnavailable(error: unknown): null {
    this.logger.warn(
      `Rate limit store unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }

  private limiter(policyName: RateLimitPolicyName): RateLimiterAbstract {
    const limiter = this.limiters.get(policyName);
    if (!limiter) throw new Error(`Unknown rate limit policy: ${policyName}`);
    return limiter;
  }

  private createLimiter(name: string, policy: RateLimitPolicy): RateLimiterAbstract {
    const options = {
      keyPrefix: `rate-limit:${name}`,
      points: policy.points,
      duration: policy.windowSeconds,
      // Going over the limit blocks the key for this long (counted from that request).
      blockDuration: policy.blockSeconds ?? 0,
    };
    const memory = new RateLimiterMemory(options);
    if (!this.redis) return memory;
    return new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory });
  }

  private toTooManyRequests(policyName: RateLimitPolicyName, rejection: unknown): Error {
    if (!(rejection instanceof RateLimiterRes)) {
      return rejection instanceof Error ? rejection : new Error(String(rejection));
    }
    const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    return new TooManyRequestsError(RATE_LIMIT_POLICIES[policyName].message, retryAfterSeconds);
  }
}
