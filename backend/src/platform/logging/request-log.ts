import type { Request, RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PinoLogger } from 'nestjs-pino';
import { pinoHttp, type Options } from 'pino-http';
import { isRequestLogSkipped } from '../common/http/request-pipeline';
import { routePattern } from '../common/http/route-pattern';

/** Route parameters whose values say nothing secret: record ids, slugs, names of things, the page. */
const PUBLIC_PARAMETERS = new Set([
  'id',
  'photoId',
  'slug',
  'subject',
  'purpose',
  'language',
  'file',
  'ref',
  'sitePath',
]);
const PARAMETER = /[:*](\w+)/g;

/**
 * Whether a parameter's value may be logged. The site's catch-all (`sitePath`) is a public page,
 * except under /api, where it answers the 404 of a path no API route knows (a mistyped link may
 * hold its token).
 */
function isLogged(name: string, value: unknown): boolean {
  if (!PUBLIC_PARAMETERS.has(name) || value === undefined) return false;
  return !(name === 'sitePath' && Array.isArray(value) && value[0] === 'api');
}

/** A value as it stood in the path: each segment percent-encoded again (`sitePath` is a list of them). */
function segmentOf(value: unknown): string {
  return (Array.isArray(value) ? value : [value]).map((part) => encodeURIComponent(String(part))).join('/');
}

/**
 * The path the log keeps: the route's pattern with the values of public parameters filled in
 * (`/api/admin/job-applications/12/status`); any other parameter stays a name
 * (`/api/interview-answers/:token`). An optional part (`{…}`) that did not match is left out.
 */
function loggedPath(pattern: string, params: Record<string, unknown>): string {
  return pattern
    .replace(/\{([^{}]*)\}/g, (_group, inner: string) =>
      [...inner.matchAll(PARAMETER)].every(([, name]) => params[name] !== undefined) ? inner : '',
    )
    .replace(PARAMETER, (whole, name: string) =>
      isLogged(name, params[name]) ? segmentOf(params[name]) : whole,
    );
}

/** Where the request went, as the log may say it; both null when no route matched (the path is then unknown text). */
function routeOf(request: IncomingMessage): { route: string | null; path: string | null } {
  const route = routePattern(request as Request);
  const params = ((request as Request).params ?? {}) as Record<string, unknown>;
  return { route, path: route === null ? null : loggedPath(route, params) };
}

/**
 * One JSON line per request: its id (given by the request pipeline and echoed in X-Request-Id),
 * method, route pattern, path (public parameters only), status and time. The raw path is never
 * logged: the interview answer links carry their token in it. Headers, bodies and query strings
 * are never logged either: they can carry passwords, tokens and applicant data. Routes marked
 * `@SkipRequestLog()` (the hot public reads, the health check) are left out: a line would cost
 * them more than the read itself, and the reverse proxy's access log covers them.
 */
export function requestLogOptions(level: string): Options {
  return {
    level,
    // The serializers below read the request and response themselves: pino-http's wrappers would
    // copy every header of every request into an object first.
    wrapSerializers: false,
    serializers: {
      // Bound when the request arrives (also to what the application logs while answering it),
      // before routing: so only what is known and harmless then.
      req: (request: { id: string; method: string }) => ({ id: request.id, method: request.method }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
    // Once answered, the route is known.
    customSuccessObject: (request, _response, line: object) => ({ ...line, ...routeOf(request) }),
    customErrorObject: (request, _response, _error, line: object) => ({ ...line, ...routeOf(request) }),
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
