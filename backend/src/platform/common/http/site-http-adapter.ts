import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { CACHE_CONTROL } from './cache-control';
import { representation, sendRepresentation, type Representation } from './representation';
import { skipRequestLog } from './request-pipeline';
import { successBody } from './success-body';

/** A reply whose bytes and caching are decided (see HttpReplyInterceptor): sent as it is. */
export class PreparedReply {
  constructor(
    readonly representation: Representation,
    readonly cacheControl: string,
  ) {}
}

/**
 * Express as Nest drives it, except for prepared replies: Nest would serialise any object a handler
 * chain returns with `res.json`, which knows neither a prepared gzip body nor its ETag.
 *
 * The routes of `@PublicCache()` handlers (named at start-up by PublicReadsFirst) run without an
 * interceptor: what their handler returns, a value of the public read cache, comes here as it is
 * and is sent from the body prepared once per cached value (the envelope serialised, gzipped and
 * hashed), with the shared-cache policy and without a request log line. Errors never come here: the
 * exception filter answers them.
 */
export class SiteHttpAdapter extends ExpressAdapter {
  /** Express's route objects of the `@PublicCache()` handlers. */
  private readonly publicReadRoutes = new WeakSet<object>();
  /** Public replies by the cached value they were made from: the cache hands back the same object. */
  private readonly publicReplies = new WeakMap<object, PreparedReply>();

  /** Called once at start-up with the Express routes whose answers are public reads. */
  servePublicReads(routes: readonly object[]): void {
    for (const route of routes) this.publicReadRoutes.add(route);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const route = (response.req as { route?: object }).route;
    if (!(body instanceof PreparedReply) && route && this.publicReadRoutes.has(route)) {
      skipRequestLog(response);
      body = this.publicReply(body);
    }
    if (body instanceof PreparedReply) {
      sendRepresentation(response.req, response, body.representation, body.cacheControl);
      return response;
    }
    return super.reply(response, body, statusCode);
  }

  private publicReply(data: unknown): PreparedReply {
    const key = typeof data === 'object' && data !== null ? data : undefined;
    let reply = key && this.publicReplies.get(key);
    if (!reply) {
      const body = JSON.stringify(successBody(data, undefined));
      reply = new PreparedReply(
        representation('application/json; charset=utf-8', body),
        CACHE_CONTROL.publicRead,
      );
      if (key) this.publicReplies.set(key, reply);
    }
    return reply;
  }
}
