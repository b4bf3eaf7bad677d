import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Response } from 'express';

/**
 * A JSON reply serialised (and gzipped) once and reused until the cache drops it: the public hot
 * path does no JSON, hashing or compression work per request.
 */
export interface SerialisedBody {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

export function serialise(payload: unknown): SerialisedBody {
  const body = Buffer.from(JSON.stringify(payload));
  const hash = createHash('sha1').update(body).digest('base64url');
  // Weak, so one ETag stands for both encodings of the same content.
  return { body, gzipped: gzipSync(body), etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/**
 * Sends a cached body with its ETag. Express's `res.send` compares it with If-None-Match and
 * answers 304 without a body when the browser's copy is current; `no-cache` makes browsers ask.
 * A Content-Encoding set here makes the compression middleware leave the body alone.
 */
export function sendSerialised(response: Response, reply: SerialisedBody): void {
  const request = response.req;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('ETag', reply.etag);
  response.setHeader('Vary', 'Accept-Encoding');
  const gzip = request.headers['accept-encoding'] && request.acceptsEncodings('gzip', 'identity') === 'gzip';
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.send(gzip ? reply.gzipped : reply.body);
}
