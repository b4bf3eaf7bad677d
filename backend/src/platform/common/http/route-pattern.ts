import type { Request } from 'express';

/**
 * The pattern of the route that answered the request (`/api/careers/:id`), or null when none
 * matched. What the metrics and the request log name a request by: never the raw path, which may
 * hold ids, tokens and search words. Read once the answer is sent, while Express still holds it.
 */
export function routePattern(request: Request): string | null {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${request.baseUrl}${pattern}` : null;
}
