import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import { sendRepresentation, type Representation } from './representation';

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
 */
export class SiteHttpAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (body instanceof PreparedReply) {
      sendRepresentation(response.req, response, body.representation, body.cacheControl);
      return response;
    }
    return super.reply(response, body, statusCode);
  }
}
