// How the admin page and the server carry the admin session (docs/operating.md, "Admin sessions").

/** The httpOnly cookie that holds the admin session token; scripts on the page never see it. */
export const ADMIN_SESSION_COOKIE = 'admin_session';

/**
 * The CSRF defence: a request that changes something with the session cookie must also carry this
 * header. A page on another site cannot add a custom header to a request without a CORS preflight,
 * which this API never grants. Clients that send `Authorization: Bearer` need not send it.
 */
export const ADMIN_REQUEST_HEADER = { name: 'X-Admin-Request', value: '1' } as const;

export const ADMIN_SESSION_MESSAGES = {
  requestHeaderMissing: `This request needs the ${ADMIN_REQUEST_HEADER.name} header.`,
  crossSiteRefused: 'Requests from another site are refused. Please use the admin area on this site.',
} as const;

export const AUTH_MESSAGES = {
  loginSuccessful: 'Login successful',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  authenticationRequired: 'Authentication required',
  jsonOnly: 'Sign in with a JSON body (Content-Type: application/json).',
} as const;
