import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../config/app.config';
import { watchBackups } from './backup-metrics';
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
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  onModuleInit(): void {
    watchDatabase(this.dataSource, this.metrics);
    watchBackups(this.app.backupDir, this.metrics);
    this.metrics.gauge(
      'app_info',
      'The release this server runs (APP_VERSION), always 1',
      ['version'],
      () => [{ labels: { version: this.app.version }, value: 1 }],
    );
  }
}
