interface LoginBodyLike {
  message?: unknown;
}

function asBody(body: unknown): LoginBodyLike {
  return body && typeof body === 'object' ? (body as LoginBodyLike) : {};
}

/** A failed login shows the server's message when it sent one, else `failed`. */
export function loginFailureMessage(body: unknown, failed: string): string {
  const message = asBody(body).message;
  return typeof message === 'string' && message.trim() !== '' ? message : failed;
}
