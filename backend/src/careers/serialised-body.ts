import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A JSON reply serialised once and reused until the cache drops it: the public hot path. */
export interface SerialisedBody {
  body: Buffer;
  etag: string;
}

export function serialise(payload: unknown): SerialisedBody {
  const body = Buffer.from(JSON.stringify(payload));
  const hash = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/**
 * Sends a cached body with its ETag. Express's `res.send` compares it with If-None-Match and
 * answers 304 without a body when the browser's copy is current; `no-cache` makes browsers ask.
 */
export function sendSerialised(response: Response, reply: SerialisedBody): void {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', reply.etag);
  response.send(reply.body);
}
