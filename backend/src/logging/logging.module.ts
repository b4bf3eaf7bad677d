import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRequestLogSkipped } from '../common/http/request-pipeline';
import { appConfig } from '../config/app.config';

/**
 * Structured JSON logs, one line per request with the request id that the request pipeline gave it
 * (and echoed in X-Request-Id). Routes marked `@SkipRequestLog()` (the hot public reads, the health
 * check) are left out: per-request lines would cost them more than the read itself, and the reverse
 * proxy's access log covers them. Headers, bodies and query strings are never logged: they can
 * carry passwords, tokens and applicant data.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => ({
        pinoHttp: {
          level: app.logLevel,
          serializers: {
            req: (request: { id: string; method: string; url: string }) => ({
              id: request.id,
              method: request.method,
              // The query string may hold a resume download token.
              path: request.url.split('?')[0],
            }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
          customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
            isRequestLogSkipped(response)
              ? 'silent'
              : error || response.statusCode >= 500
                ? 'error'
                : response.statusCode >= 400
                  ? 'warn'
                  : 'info',
        },
      }),
    }),
  ],
})
export class LoggingModule {}
