import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { createApp } from './app.setup';
import { FirstAdminSeeder } from './auth/first-admin.seeder';
import { appConfig, type AppConfig } from './config/app.config';
import { logDestination } from './logging/log-destination';

/** Time requests in flight get to finish after SIGTERM; below Docker's default 10 s stop timeout. */
const DRAIN_TIMEOUT_MS = 8_000;
/** Hard stop if closing the database or other resources hangs after the drain. */
const FORCED_EXIT_MS = DRAIN_TIMEOUT_MS + 5_000;

/**
 * Graceful shutdown. Nest's shutdown hooks (enabled in createApp) already run `app.close()` on
 * SIGTERM/SIGINT: it stops accepting connections, waits for requests in flight, then closes the
 * database. This adds the deadlines: after DRAIN_TIMEOUT_MS open connections are cut, and the
 * process exits no matter what after FORCED_EXIT_MS.
 */
function addShutdownDeadlines(app: NestExpressApplication): void {
  const logger = new Logger('Shutdown');
  const onSignal = (signal: NodeJS.Signals): void => {
    logger.log(`${signal} received: finishing requests in flight, then closing the database`);
    const server = app.getHttpServer() as Server;
    setTimeout(() => {
      logger.warn(`Requests still open after ${DRAIN_TIMEOUT_MS} ms: closing their connections`);
      server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS).unref();
    setTimeout(() => {
      logger.error(`Shutdown did not finish within ${FORCED_EXIT_MS} ms: exiting`);
      process.exit(1);
    }, FORCED_EXIT_MS).unref();
  };
  // `once`: Nest re-raises the signal after closing, which must then end the process.
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(appConfig.KEY);
  await app.listen(config.port, config.host);
  addShutdownDeadlines(app);
  // The logs are written asynchronously: write them out first, so the login and the address are
  // the last lines on the terminal before the server sits idle.
  logDestination.flushSync();
  const loginNotice = app.get(FirstAdminSeeder).takeGeneratedLoginNotice();
  if (loginNotice) console.info(loginNotice);
  console.info(`Site running at ${config.publicUrl}  (admin area: ${config.publicUrl}/admin/careers)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
