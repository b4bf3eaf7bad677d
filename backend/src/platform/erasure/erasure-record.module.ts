import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { erasureConfig } from '../config/erasure.config';
import { ErasureRecord } from './erasure-record';

/** The record of erasures outside the database (ERASURE_RECORD_DIR). */
@Module({
  imports: [ConfigModule.forFeature(erasureConfig)],
  providers: [ErasureRecord],
  exports: [ErasureRecord],
})
export class ErasureRecordModule {}
