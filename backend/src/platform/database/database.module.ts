import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { databaseConfig } from '../config/database.config';
import { boundDatabaseWaits, type DatabaseWaitBounds } from './database-waits';
import { runMigrationsUnderLock, type MigrationLog } from './migration-lock';
import { buildTypeOrmOptions } from './typeorm-options';

/**
 * TypeORM's dataSourceFactory gets no injected services: the options factory, which does, hands it
 * the application log.
 */
let migrationLog: MigrationLog = () => undefined;
/** The same for the database's wait limits, which apply once the migrations have run. */
let waitBounds: DatabaseWaitBounds | null = null;

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY, Logger],
      useFactory: (config: ConfigType<typeof databaseConfig>, logger: Logger) => {
        migrationLog = (message) => logger.log(message, 'Migrations');
        waitBounds = config.type === 'mysql' ? config : null;
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
      // Then every wait on the database is bounded (they may take longer than a request may).
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        try {
          await runMigrationsUnderLock(dataSource, migrationLog);
          if (waitBounds) await boundDatabaseWaits(dataSource, waitBounds);
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
