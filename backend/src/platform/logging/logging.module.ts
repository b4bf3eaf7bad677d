import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { appConfig } from '../config/app.config';
import { logDestination } from './log-destination';
import { requestLogOptions } from './request-log';

/**
 * Structured JSON logs through pino. The request log is mounted by app.setup.ts (request-log.ts),
 * which also binds each request's logger, so what the application logs while answering a request
 * carries that request's id; this module gives Nest and the services the logger.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => ({
        pinoHttp: [requestLogOptions(app.logLevel), logDestination],
        useExisting: true,
        // No Nest middleware: request-log.ts binds each request's logger in the request log's layer.
        forRoutes: [],
      }),
    }),
  ],
})
export class LoggingModule {}
