import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { createApp } from './app.setup';
import { FirstAdminSeeder } from './accounts/first-admin.seeder';
import { appConfig, type AppConfig } from './platform/config/app.config';
import { ServerDrain } from './platform/health/server-drain';
import { logDestination } from './platform/logging/log-destination';
import { StartUpJsonLogger } from './platform/logging/start-up-json-logger';

/** Time requests in flight get to finish after SIGTERM; below Docker's default 10 s stop timeout. */
const DRAIN_TIMEOUT_MS = 8_000;
/** Hard stop if closing the database or other resources hangs after the drain. */
const FORCED_EXIT_MS = DRAIN_TIMEOUT_MS + 5_000;

/**
 * Graceful shutdown, so a rolling update loses no request. On SIGTERM: report not ready
 * (/api/health/ready 503), answer every request with `Connection: close`, keep serving for
 * SHUTDOWN_DELAY_MS while the load balancer notices, then `app.close()` (stop accepting, close the
 * idle keep-alive connections, wait for requests in flight, close the database). Idle connections
 * are not closed at SIGTERM: a client or load balancer still sending on one would get a reset; its
 * next request is answered and the connection closed after it. SIGINT (Ctrl+C) skips the delay.
 * After DRAIN_TIMEOUT_MS open connections are cut; after FORCED_EXIT_MS the process exits.
 */
function shutDownGracefully(app: NestExpressApplication, shutdownDelayMs: number): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const drain = app.get(ServerDrain);
  const onSignal = async (signal: NodeJS.Signals): Promise<void> => {
    if (drain.isDraining) return;
    logger.log(
      `${signal} received: not ready any more; finishing requests in flight, then closing the database`,
    );
    drain.begin();
    setTimeout(() => {
      logger.warn(`Requests still open after ${DRAIN_TIMEOUT_MS} ms: closing their connections`);
      server.closeAllConnections();
    }, DRAIN_TIMEOUT_MS).unref();
    setTimeout(
      () => exit(1, `Shutdown did not finish within ${FORCED_EXIT_MS} ms: exiting`),
      FORCED_EXIT_MS,
    ).unref();
    if (signal === 'SIGTERM') await new Promise((done) => setTimeout(done, shutdownDelayMs));
    try {
      await app.close();
      exit(0);
    } catch (error) {
      exit(1, `Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // The logs are written asynchronously: what is still buffered is written out before the exit.
  const exit = (code: number, failure?: string): void => {
    if (failure) logger.error(failure);
    logDestination.flushSync();
    process.exit(code);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, (received) => void onSignal(received));
}

async function bootstrap(): Promise<void> {
  const app = await createApp();
  const config = app.get<AppConfig>(appConfig.KEY);
  await app.listen(config.port, config.host);
  shutDownGracefully(app, config.shutdownDelayMs);
  // The logs are written asynchronously: write them out first, so the login and the address are
  // the last lines on the terminal before the server sits idle.
  logDestination.flushSync();
  const loginNotice = app.get(FirstAdminSeeder).takeGeneratedLoginNotice();
  if (loginNotice) console.info(loginNotice);
  console.info(`Site running at ${config.publicUrl}  (admin area: ${config.publicUrl}/admin/careers)`);
}

bootstrap().catch((error: unknown) => {
  // A JSON line like every other, written out before the exit.
  new StartUpJsonLogger().fatal(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}`,
    'Start-up',
  );
  logDestination.flushSync();
  process.exit(1);
});
