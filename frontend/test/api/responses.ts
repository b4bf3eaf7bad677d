// Answers the tests' request handlers give, as the API would send them.

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** The API's error envelope with one human sentence. */
export function failure(status: number, message: string): Response {
  return json({ success: false, statusCode: status, message }, status);
}

/** No answer at all (offline, connection reset): fetch rejects with a TypeError, as in a browser. */
export function networkError(): Response {
  return Response.error();
}
