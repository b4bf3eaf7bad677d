import type { RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PinoLogger } from 'nestjs-pino';
import { pinoHttp, type Options } from 'pino-http';
import { isRequestLogSkipped } from '../common/http/request-pipeline';

/**
 * One JSON line per request: its id (given by the request pipeline and echoed in X-Request-Id),
 * method, path without query, status and time. Headers, bodies and query strings are never logged:
 * they can carry passwords, tokens and applicant data. Routes marked `@SkipRequestLog()` (the hot
 * public reads, the health check) are left out: a line would cost them more than the read itself,
 * and the reverse proxy's access log covers them.
 */
export function requestLogOptions(level: string): Options {
  return {
    level,
    // The serializers below read the request and response themselves: pino-http's wrappers would
    // copy every header of every request into an object first.
    wrapSerializers: false,
    serializers: {
      req: (request: { id: string; method: string; url: string; originalUrl?: string }) => ({
        id: request.id,
        method: request.method,
        // Express shortens `url` inside mounted middleware; the query may hold a download token.
        path: (request.originalUrl ?? request.url).split('?')[0],
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
  };
}

/**
 * The request log, mounted once at the front of the pipeline (app.setup.ts), so every request is
 * logged once, whatever answers it. It also binds the request's logger for what the application logs
 * while answering it (nestjs-pino's `runInContext`), in this one layer: nestjs-pino's own binding is
 * a Nest middleware, which Nest mounts on every path outside the global prefix (fourteen layers, three
 * of them matching an API request, each checking a WeakSet); that cost the public reads 15–25 % of
 * their CPU (docs/performance.md).
 */
export function requestLog(logger: PinoLogger): RequestHandler {
  const log = pinoHttp({ ...requestLogOptions(logger.logger.level), logger: logger.logger });
  return (request, response, next) =>
    log(request, response, () => logger.runInContext(next, { bindings: { req: request } }));
}
