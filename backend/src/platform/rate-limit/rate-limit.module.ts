import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';

/** Global: login, contact and application endpoints all count through the same service. */
@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
