import { adminSessionTexts as t } from './texts';

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
  return typeof message === 'string' && message.trim() !== '' ? message : t.failed;
}
