import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { MigrationStatus } from './migration-status';
import { ServerDrain } from './server-drain';

@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController],
  providers: [ServerDrain, MigrationStatus],
  exports: [ServerDrain],
})
export class HealthModule {}
