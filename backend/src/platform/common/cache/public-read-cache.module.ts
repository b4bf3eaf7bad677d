import { Global, Module } from '@nestjs/common';
import { PublicReadCache } from './public-read-cache';

@Global()
@Module({ providers: [PublicReadCache], exports: [PublicReadCache] })
export class PublicReadCacheModule {}
