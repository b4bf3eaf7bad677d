import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A response header as `[name, value]`. */
export type StaticHeader = readonly [name: string, value: string];

/** The helmet policy of the whole site: pages, assets and the API. */
export function siteSecurityPolicy(isProduction: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // The contact page embeds one map; everything else is self-hosted.
        'frame-src': ["'self'", 'https://www.openstreetmap.org'],
        'img-src': ["'self'", 'data:'],
        // The page's server data is a JSON data block, so no inline script needs running.
        'script-src': ["'self'"],
        'upgrade-insecure-requests': isProduction ? [] : null,
      },
    },
    strictTransportSecurity: isProduction,
  });
}

/**
 * The security headers helmet sends, computed once. With this policy every header is the same on
 * every response, so setting the recorded list (request-pipeline.ts) costs a fraction of running
 * helmet's dozen middlewares per request.
 */
export function securityHeaders(isProduction: boolean): readonly StaticHeader[] {
  const headers: StaticHeader[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a non-string value`);
      headers.push([name, value]);
    },
    // helmet removes X-Powered-By; Express's own header is disabled in app.setup.ts.
    removeHeader: () => undefined,
  };
  let finished = false;
  siteSecurityPolicy(isProduction)({} as never, recorder as never, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return headers;
}
