import { randomUUID } from 'node:crypto';
import { Module, RequestMethod } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { appConfig } from '../config/app.config';

/**
 * The anonymous, cached reads every visitor triggers. Per-request logging would cost them more than
 * the read itself (about half of their CPU time, measured with `npm run bench`); the reverse proxy's
 * access log covers them, and their failures are still logged by the exception filter.
 */
const HOT_PUBLIC_READS = [
  { method: RequestMethod.GET, path: 'careers/public' },
  { method: RequestMethod.GET, path: 'careers/public/:id' },
  { method: RequestMethod.GET, path: 'constants' },
  { method: RequestMethod.GET, path: 'health' },
];

/**
 * Structured JSON logs, one line per request with a request id (taken from X-Request-Id when a
 * proxy sets it, echoed back to the client). Headers, bodies and query strings are never logged:
 * they can carry passwords, tokens and applicant data.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [appConfig.KEY],
      useFactory: (app: ConfigType<typeof appConfig>) => ({
        exclude: HOT_PUBLIC_READS,
        pinoHttp: {
          level: app.logLevel,
          genReqId: (request: IncomingMessage, response) => {
            const fromProxy = request.headers['x-request-id'];
            const id =
              typeof fromProxy === 'string' && /^[\w-]{1,100}$/.test(fromProxy) ? fromProxy : randomUUID();
            response.setHeader('X-Request-Id', id);
            return id;
          },
          serializers: {
            req: (request: { id: string; method: string; url: string }) => ({
              id: request.id,
              method: request.method,
              // The query string may hold a resume download token.
              path: request.url.split('?')[0],
            }),
            res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
          },
          customLogLevel: (_request, response, error) =>
            error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'warn' : 'info',
          autoLogging: { ignore: (request: IncomingMessage) => request.url === '/api/health' },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
