import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import fresh from 'fresh';
import { acceptsGzip } from './accepts-gzip';

/**
 * A response body prepared once and sent many times: its bytes, the same bytes gzipped and an ETag.
 * Public reads and rendered pages are sent from these, so a cached answer costs no serialising,
 * hashing or compressing per request.
 */
export interface Representation {
  contentType: string;
  body: Buffer;
  gzipped: Buffer;
  /** Weak, so one ETag stands for both encodings of the same content. */
  etag: string;
  /** When the content last changed (an HTTP date), where that is known: `If-Modified-Since` then answers 304 too. */
  lastModified?: string;
}

export function representation(contentType: string, content: string): Representation {
  const body = Buffer.from(content);
  const hash = createHash('sha1').update(body).digest('base64url');
  return { contentType, body, gzipped: gzipSync(body), etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/**
 * Sends a prepared body: the one gzip decision and the one ETag/304 check of the server. A 200 whose
 * ETag the client already holds (or, asked without an ETag, that has not changed since the client's
 * copy) becomes a 304 without a body (as Express's `res.send` does); other statuses (a rendered 404
 * page) are always sent in full.
 */
export function sendRepresentation(
  request: IncomingMessage,
  response: ServerResponse,
  sent: Representation,
  cacheControl: string,
  statusCode = 200,
): void {
  response.setHeader('Cache-Control', cacheControl);
  response.setHeader('ETag', sent.etag);
  if (sent.lastModified) response.setHeader('Last-Modified', sent.lastModified);
  response.setHeader('Vary', 'Accept-Encoding');
  // A Content-Encoding already set makes the compression middleware leave the body alone.
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  if (statusCode === 200 && fresh(request.headers, { etag: sent.etag, 'last-modified': sent.lastModified })) {
    response.statusCode = 304;
    response.end();
    return;
  }
  const body = gzip ? sent.gzipped : sent.body;
  response.statusCode = statusCode;
  response.setHeader('Content-Type', sent.contentType);
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}
