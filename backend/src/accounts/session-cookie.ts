import { ADMIN_REQUEST_HEADER, ADMIN_SESSION_COOKIE } from '@uaq/contract';
import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { ExtractJwt } from 'passport-jwt';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `Secure` always, except for plain HTTP to this machine (`npm start`, the test suites): browsers
 * would keep a Secure cookie there, but other HTTP clients and older browsers would not send it back.
 * A public host name always gets `Secure`, even when a proxy forgot to say the request was HTTPS.
 */
function cookieOptions(request: Request): CookieOptions {
  const plainLocal = !request.secure && LOOPBACK_HOSTS.has(request.hostname);
  return { httpOnly: true, secure: !plainLocal, sameSite: 'strict', path: '/api' };
}

export function setSessionCookie(
  request: Request,
  response: Response,
  session: { token: string; expiresIn: number },
): void {
  response.cookie(ADMIN_SESSION_COOKIE, session.token, {
    ...cookieOptions(request),
    maxAge: session.expiresIn * 1000,
  });
}

export function clearSessionCookie(request: Request, response: Response): void {
  response.clearCookie(ADMIN_SESSION_COOKIE, cookieOptions(request));
}

const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** Where a request's session token comes from: an API client's header, or the admin page's cookie. */
export function credentialSource(request: Request): 'bearer' | 'cookie' {
  return request.headers.authorization !== undefined ? 'bearer' : 'cookie';
}

/**
 * The one reader of the session credential (the session strategy's extractor). A request with an
 * `Authorization` header is judged by that header alone, whatever cookie it also carries.
 */
export function sessionToken(request: Request): string | null {
  if (credentialSource(request) === 'bearer') return bearerToken(request);
  const cookieHeader = request.headers.cookie;
  return (cookieHeader ? parse(cookieHeader)[ADMIN_SESSION_COOKIE] : undefined) ?? null;
}

/**
 * A request a browser sent from another site: `Sec-Fetch-Site` says so (a sibling host, same-site,
 * is not this site either), or its `Origin` is neither the site's own (PUBLIC_URL) nor the request's
 * host. A request with neither header (an API client, a script) is judged as before.
 */
export function isFromAnotherSite(request: Request, siteOrigin: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined || origin === siteOrigin) return false;
  // `null` (a sandboxed frame, a redirect from elsewhere) is no site's own.
  if (!URL.canParse(origin)) return true;
  return new URL(origin).host !== request.host.toLowerCase();
}

/**
 * The CSRF defence for a cookie-carried request that may change something: it must come from this
 * site and prove it came from the admin page (the header). Null when it may go on.
 */
export function csrfRefusal(request: Request, siteOrigin: string): 'cross-site' | 'header-missing' | null {
  if (credentialSource(request) === 'bearer' || SAFE_METHODS.has(request.method)) return null;
  if (isFromAnotherSite(request, siteOrigin)) return 'cross-site';
  const header = request.headers[ADMIN_REQUEST_HEADER.name.toLowerCase()];
  return header === ADMIN_REQUEST_HEADER.value ? null : 'header-missing';
}
