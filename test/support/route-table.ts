import type { ApiTestApp } from './api-app';

/** Express's method set for `app.use`-style layers (middleware), which are not endpoints. */
const ALL_METHODS_THRESHOLD = 20;

interface RouteLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every endpoint Express will dispatch to, as "METHOD /path", from the router's own stack. */
export function registeredRoutes(api: ApiTestApp): string[] {
  const express = api.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
  const routes = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    const methods = Object.keys(layer.route.methods).filter((method) => layer.route?.methods[method]);
    if (methods.length >= ALL_METHODS_THRESHOLD) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const method of methods) routes.add(`${method.toUpperCase()} ${path.replace(/\\/g, '')}`);
    }
  }
  return [...routes].sort();
}

/** A concrete URL for a route pattern: parameters become 1, wildcards a plain segment. */
export function exampleUrl(path: string): string {
  return path
    .replace(/\{\/?\*\w+\}/g, '/x')
    .replace(/:\w+/g, '1')
    .replace(/\/\/+/g, '/');
}

/** Calls a route ("METHOD /path", or a concrete URL in its place) with an optional bearer token. */
export function send(api: ApiTestApp, route: string, token?: string, url = exampleUrl(route.split(' ')[1])) {
  const method = route.split(' ')[0];
  const client = api.request();
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const call = client[verb](url);
  if (token) call.set('Authorization', `Bearer ${token}`);
  return call;
}
