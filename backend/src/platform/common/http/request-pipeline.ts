import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaticHeader } from './security-headers';

/** An id a proxy may hand us: short, and nothing a log reader could mistake for more. */
const WELL_FORMED_REQUEST_ID = /^[\w-]{1,100}$/;

/** Where the request id lives: pino-http logs `req.id` and keeps one that is already set. */
type RequestWithId = IncomingMessage & { id?: string };

/**
 * The first middleware of every request, whatever answers it (a route, a body parser's error, the
 * 404 of a path nothing serves): its id (from a well-formed `X-Request-Id`, else a new one, echoed
 * back and logged with the request) and the security headers helmet would set, computed once.
 */
export function requestPipeline(securityHeaders: readonly StaticHeader[]): RequestHandler {
  return (request, response, next) => {
    const fromProxy = request.headers['x-request-id'];
    const id =
      typeof fromProxy === 'string' && WELL_FORMED_REQUEST_ID.test(fromProxy) ? fromProxy : randomUUID();
    (request as RequestWithId).id = id;
    response.setHeader('X-Request-Id', id);
    for (const [name, value] of securityHeaders) response.setHeader(name, value);
    next();
  };
}

/** Set on responses of routes marked `@SkipRequestLog()` (by HttpReplyInterceptor); cheaper than a WeakSet. */
const SKIP_REQUEST_LOG = Symbol('skipRequestLog');
type MarkedResponse = ServerResponse & { [SKIP_REQUEST_LOG]?: true };

export function skipRequestLog(response: ServerResponse): void {
  (response as MarkedResponse)[SKIP_REQUEST_LOG] = true;
}

export function isRequestLogSkipped(response: ServerResponse): boolean {
  return (response as MarkedResponse)[SKIP_REQUEST_LOG] === true;
}
