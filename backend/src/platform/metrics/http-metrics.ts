import type { RequestHandler } from 'express';
import { routePattern } from '../common/http/route-pattern';
import type { MetricsService } from './metrics.service';

/**
 * Counts and times every answered request by its route pattern (`/api/careers/:id`), never by the
 * raw URL: ids, tokens and search words stay out of the labels, and their number stays bounded.
 * Requests no route matched share one label.
 */
export function httpMetrics(metrics: MetricsService): RequestHandler {
  return (request, response, next) => {
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const route = routePattern(request) ?? 'unmatched';
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.requestAnswered(request.method, route, response.statusCode, seconds);
    });
    next();
  };
}
