/** The login overlay's texts (site-spec sections 2 and 8). */
export const LOGIN_TEXTS = {
  title: 'Admin Login Required',
  intro: 'Please log in to access the admin panel.',
  submit: 'Login',
  submitting: 'Logging in...',
  tokenMissing: 'Authentication token not found in response.',
  failed: 'Login failed. Please check your credentials.',
  networkError: 'An error occurred during login. Please try again.',
} as const;

interface LoginBodyLike {
  token?: unknown;
  message?: unknown;
  data?: { token?: unknown } | null;
}

function asBody(body: unknown): LoginBodyLike {
  return body && typeof body === 'object' ? (body as LoginBodyLike) : {};
}

/** The token may sit inside `data` (our API) or at the top level (site-spec section 3). */
export function tokenFromLoginBody(body: unknown): string | null {
  const parsed = asBody(body);
  const token = parsed.data?.token ?? parsed.token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** A failed login shows the server's message when it sent one. */
export function loginFailureMessage(body: unknown): string {
  const message = asBody(body).message;
  return typeof message === 'string' && message.trim() !== '' ? message : LOGIN_TEXTS.failed;
}
