import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { watchDatabase } from './database-metrics';
import { MetricsController } from './metrics.controller';
import { MetricsService } from './metrics.service';

/** Prometheus metrics: global, so any feature can record its own figures or add a gauge. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [MetricsService],
  exports: [MetricsService],
})
export class MetricsModule implements OnModuleInit {
  constructor(
    private readonly metrics: MetricsService,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    watchDatabase(this.dataSource, this.metrics);
  }
}
