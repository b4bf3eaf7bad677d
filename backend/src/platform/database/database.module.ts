import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { databaseConfig } from '../config/database.config';
import { runMigrationsUnderLock, type MigrationLog } from './migration-lock';
import { buildTypeOrmOptions } from './typeorm-options';

/**
 * TypeORM's dataSourceFactory gets no injected services: the options factory, which does, hands it
 * the application log.
 */
let migrationLog: MigrationLog = () => undefined;

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY, Logger],
      useFactory: (config: ConfigType<typeof databaseConfig>, logger: Logger) => {
        migrationLog = (message) => logger.log(message, 'Migrations');
        return {
          ...buildTypeOrmOptions(config),
          // Each feature module registers its own entities with TypeOrmModule.forFeature.
          autoLoadEntities: true,
          // Keep retrying briefly at start-up so the app survives a database that starts after it.
          retryAttempts: 10,
          retryDelay: 3000,
        };
      },
      // Migrations run here, under a lock, rather than by TypeORM's migrationsRun: replicas that
      // start together take turns. The application log (not Nest's start-up buffer) says who waits.
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        try {
          await runMigrationsUnderLock(dataSource, migrationLog);
        } catch (error) {
          // A retry makes a new data source: this one must not keep its connections.
          await dataSource.destroy().catch(() => undefined);
          throw error;
        }
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
