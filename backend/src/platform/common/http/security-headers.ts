import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A response header as `[name, value]`. */
export type StaticHeader = readonly [name: string, value: string];

/** What decides the policy: production, and whether the public address is HTTPS. */
export interface SecurityHeaderSettings {
  isProduction: boolean;
  publicUrl: string;
}

/**
 * The helmet policy of the whole site: pages, assets and the API. Browsers are told to use HTTPS
 * only when the site is served over it (PUBLIC_URL): on a plain-HTTP trial address,
 * upgrade-insecure-requests sent the page's own assets to an HTTPS port nobody listens on.
 */
export function siteSecurityPolicy({ isProduction, publicUrl }: SecurityHeaderSettings): RequestHandler {
  const httpsOnly = isProduction && publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: {
      directives: {
        // The contact page embeds one map; everything else is self-hosted.
        'frame-src': ["'self'", 'https://www.openstreetmap.org'],
        'img-src': ["'self'", 'data:'],
        // The page's server data is a JSON data block, so no inline script needs running.
        'script-src': ["'self'"],
        'upgrade-insecure-requests': httpsOnly ? [] : null,
      },
    },
    strictTransportSecurity: httpsOnly,
  });
}

/**
 * The security headers helmet sends, computed once. With this policy every header is the same on
 * every response, so setting the recorded list (request-pipeline.ts) costs a fraction of running
 * helmet's dozen middlewares per request.
 */
export function securityHeaders(settings: SecurityHeaderSettings): readonly StaticHeader[] {
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
  siteSecurityPolicy(settings)({} as never, recorder as never, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return headers;
}
