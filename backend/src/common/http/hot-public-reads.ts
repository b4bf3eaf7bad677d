import accepts from 'accepts';
import fresh from 'fresh';
import type { IncomingMessage, OutgoingHttpHeader, RequestListener, Server, ServerResponse } from 'node:http';
import type { StaticHeader } from './security-headers';
import type { SerialisedBody } from './serialised-body';

/**
 * One anonymous, cached read that every visitor triggers, answered ahead of Express.
 * `path` is matched against the request path below the API prefix (`careers/public/12`).
 */
export interface HotPublicRead {
  path: RegExp;
  /** The cached reply, or null to let the Nest route answer (e.g. its 404). */
  reply(match: RegExpExecArray): Promise<SerialisedBody | null>;
}

export interface HotPublicReadsOptions {
  apiPrefix: string;
  reads: readonly HotPublicRead[];
  securityHeaders: readonly StaticHeader[];
}

/** The four answers a cached body can get, as raw header lists built once per body. */
interface PreparedReply {
  ok: { identity: OutgoingHttpHeader[]; gzip: OutgoingHttpHeader[] };
  notModified: { identity: OutgoingHttpHeader[]; gzip: OutgoingHttpHeader[] };
}

/** The headers `sendSerialised` + Express's `res.send` produce, in the same order. */
function prepare(reply: SerialisedBody, securityHeaders: readonly StaticHeader[]): PreparedReply {
  const flat = (...headers: (readonly [string, string])[]) => headers.flat();
  const cache: StaticHeader[] = [
    ['Cache-Control', 'no-cache'],
    ['ETag', reply.etag],
    ['Vary', 'Accept-Encoding'],
  ];
  const gzip: StaticHeader = ['Content-Encoding', 'gzip'];
  const type: StaticHeader = ['Content-Type', 'application/json; charset=utf-8'];
  const length = (body: Buffer): StaticHeader => ['Content-Length', String(body.length)];
  return {
    ok: {
      identity: flat(...securityHeaders, type, ...cache, length(reply.body)),
      gzip: flat(...securityHeaders, type, ...cache, gzip, length(reply.gzipped)),
    },
    // Express drops Content-Type and Content-Length from a 304.
    notModified: {
      identity: flat(...securityHeaders, ...cache),
      gzip: flat(...securityHeaders, ...cache, gzip),
    },
  };
}

/**
 * The hot public reads (public jobs, site constants) are answered before Express sees the request:
 * Express's own request setup, the body parsers, helmet, compression, Nest's router, guard and pipes
 * cost several times more than the reply, a cached, pre-serialised, pre-gzipped Buffer with an ETag,
 * and their per-request garbage is what made the server's memory balloon under load.
 * The Nest routes stay the definition (OpenAPI, validation, errors): whatever this does not answer
 * (HEAD and other methods, other paths, ids that cannot exist, a miss, a failing database) goes on
 * to Express unchanged. The replies are the same as the Nest route's, header for header: security
 * headers, ETag and 304 (`fresh`, as Express), gzip when accepted (`accepts`, as Express). Nothing
 * is logged, as on the Nest path (logging.module.ts excludes these reads); no rate limit applies.
 */
function hotPublicReadsListener(options: HotPublicReadsOptions, express: RequestListener): RequestListener {
  const prefix = `/${options.apiPrefix}/`;
  const prepared = new WeakMap<SerialisedBody, PreparedReply>();

  const send = (request: IncomingMessage, response: ServerResponse, reply: SerialisedBody): void => {
    let headers = prepared.get(reply);
    if (!headers) prepared.set(reply, (headers = prepare(reply, options.securityHeaders)));
    const gzip =
      request.headers['accept-encoding'] !== undefined &&
      accepts(request).encodings(['gzip', 'identity']) === 'gzip';
    if (fresh(request.headers, { etag: reply.etag })) {
      response.writeHead(304, gzip ? headers.notModified.gzip : headers.notModified.identity).end();
      return;
    }
    response
      .writeHead(200, gzip ? headers.ok.gzip : headers.ok.identity)
      .end(gzip ? reply.gzipped : reply.body);
  };

  const answer = (
    read: HotPublicRead,
    match: RegExpExecArray,
    request: IncomingMessage,
    response: ServerResponse,
  ) =>
    read
      .reply(match)
      .then(
        (reply) => (reply ? send(request, response, reply) : express(request, response)),
        // The Nest route retries and answers the error in the API's format (and logs it).
        () => express(request, response),
      )
      // Only a bug in sending lands here: never leave the client waiting.
      .catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));

  return (request, response) => {
    const url = request.url ?? '';
    if (request.method === 'GET' && url.startsWith(prefix)) {
      const queryStart = url.indexOf('?');
      const path = url.slice(prefix.length, queryStart === -1 ? undefined : queryStart);
      for (const read of options.reads) {
        const match = read.path.exec(path);
        if (match) return void answer(read, match, request, response);
      }
    }
    express(request, response);
  };
}

/** Puts the hot public reads in front of the Express app that Nest attached to `server`. */
export function serveHotPublicReads(server: Server, options: HotPublicReadsOptions): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1)
    throw new Error(`Expected one request listener (Express), found ${listeners.length}`);
  const [express] = listeners;
  server.removeListener('request', express);
  server.on('request', hotPublicReadsListener(options, express));
}
