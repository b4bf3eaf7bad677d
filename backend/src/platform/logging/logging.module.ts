import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { appConfig } from '../config/app.config';
import { logDestination } from './log-destination';
import { requestLogOptions } from './request-log';

/**
 * Structured JSON logs through pino. The request log itself is mounted by app.setup.ts
 * (request-log.ts); `useExisting` makes this module only bind each request's logger, so what the
 * application logs while answering a request carries that request's id.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => ({
        pinoHttp: [requestLogOptions(app.logLevel), logDestination],
        useExisting: true,
      }),
    }),
  ],
})
export class LoggingModule {}
