import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { setSecurityHeaders, type StaticHeader } from './security-headers';
import { sendSerialised, type SerialisedBody } from './serialised-body';

/**
 * One anonymous, cached read that every visitor triggers, answered before Nest's router.
 * `path` is matched against the request path below the API prefix (`careers/public/12`).
 */
export interface HotPublicRead {
  path: RegExp;
  /** The cached reply, or null to let the Nest route answer (e.g. its 404). */
  reply(match: RegExpExecArray): Promise<SerialisedBody | null>;
}

/**
 * The hot public reads (public jobs, site constants) skip Nest's router, guard and pipes, the body
 * parsers and the compression wrapper: those cost more than the reply itself, which is a cached,
 * pre-serialised, pre-gzipped Buffer with an ETag. The Nest routes stay the definition (OpenAPI,
 * validation, errors): whatever this does not answer (other methods, ids that cannot exist, a miss,
 * a failing database) falls through to them, so the behaviour is the same either way, with the same
 * security headers, ETag/304 and gzip (sendSerialised). Nothing here is logged, as on the Nest path
 * (logging.module.ts excludes these reads); no rate limit applies to them.
 */
export function hotPublicReads(
  apiPrefix: string,
  reads: readonly HotPublicRead[],
  headers: readonly StaticHeader[],
): RequestHandler {
  const prefix = `/${apiPrefix}/`;
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || !request.url.startsWith(prefix)) return next();
    const queryStart = request.url.indexOf('?');
    const path = request.url.slice(prefix.length, queryStart === -1 ? undefined : queryStart);
    for (const read of reads) {
      const match = read.path.exec(path);
      if (!match) continue;
      read
        .reply(match)
        .then(
          (reply) => {
            if (!reply) return next();
            setSecurityHeaders(response, headers);
            sendSerialised(response, reply);
          },
          // The Nest route retries and answers the error in the API's format (and logs it).
          () => next(),
        )
        .catch(next);
      return;
    }
    next();
  };
}
