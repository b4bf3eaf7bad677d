import { Injectable, RequestMethod, type OnApplicationBootstrap } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, HttpAdapterHost, MetadataScanner, Reflector } from '@nestjs/core';
import type { Express } from 'express';
import { PUBLIC_CACHE_KEY } from './http-reply.decorators';
import { SiteHttpAdapter } from './site-http-adapter';

/** What this file reads of an Express 5 router layer (the `router` package). */
interface RouterLayer {
  route?: { path: unknown; _handlesMethod(method: string): boolean };
  match(path: string): unknown;
}

const joinPath = (...parts: unknown[]): string =>
  parts
    .flatMap((part) => (typeof part === 'string' ? part.split('/') : []))
    .filter(Boolean)
    .join('/');

/**
 * Express tries its layers one by one in the order they were registered, and Nest registers routes
 * module by module: a public read coming after the auth, team and admin routes was matched against
 * each of them (a regular expression apiece) on every request. Once Nest has registered every
 * route, this moves the route of each `@PublicCache()` handler forward, to just after the last layer
 * (middleware or route) that could see the same request: what it overtakes never applied to its
 * requests, so every request still meets the same middlewares and the same handler, with its whole
 * Nest pipeline (guard, pipes, interceptors).
 */
@Injectable()
export class PublicReadsFirst implements OnApplicationBootstrap {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const adapter = this.adapterHost.httpAdapter;
    // An application context (the admin command, migrations, seeds) serves no requests.
    if (!adapter) return;
    const stack = (adapter.getInstance<Express>().router as unknown as { stack?: RouterLayer[] } | undefined)
      ?.stack;
    // Without both, the public reads would go out without their envelope: refuse to start instead.
    if (!(adapter instanceof SiteHttpAdapter) || !stack) {
      throw new Error("Public reads need SiteHttpAdapter and Express's router (see PublicReadsFirst)");
    }
    const suffixes = this.publicCachePaths();
    const hot = stack.filter(
      (layer) => typeof layer.route?.path === 'string' && suffixes.some((suffix) => isRouteOf(layer, suffix)),
    );
    if (hot.length !== suffixes.length) {
      throw new Error(`@PublicCache routes ${suffixes.join(', ')}: found ${hot.length} in Express's routes`);
    }
    for (const layer of hot) {
      const from = stack.indexOf(layer);
      let to = from;
      while (to > 0 && !overlaps(layer, stack[to - 1])) to -= 1;
      stack.splice(from, 1);
      stack.splice(to, 0, layer);
    }
    adapter.servePublicReads(hot.map((layer) => layer.route!));
  }

  /** `careers/public/:id` for each `@Get()` handler marked `@PublicCache()`, without the global prefix. */
  private publicCachePaths(): string[] {
    const paths: string[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const instance = wrapper.instance as object | undefined;
      if (!instance || !wrapper.metatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        if (!this.reflector.getAllAndOverride<boolean>(PUBLIC_CACHE_KEY, [handler, wrapper.metatype]))
          continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
        paths.push(
          joinPath(
            Reflect.getMetadata(PATH_METADATA, wrapper.metatype),
            Reflect.getMetadata(PATH_METADATA, handler),
          ),
        );
      }
    }
    return paths;
  }
}

/** The route's path is the handler's, under whatever prefix the application adds. */
function isRouteOf(layer: RouterLayer, suffix: string): boolean {
  const path = joinPath(layer.route?.path);
  return layer.route!._handlesMethod('GET') && (path === suffix || path.endsWith(`/${suffix}`));
}

/**
 * Whether a layer may see a request of the moved route: a middleware that applies to its path, or a
 * route for GET or HEAD whose pattern, taken literally (`/api/careers/public/:id`), either pattern
 * matches.
 */
function overlaps(moved: RouterLayer, layer: RouterLayer): boolean {
  const literal = (of: RouterLayer) => `/${joinPath(of.route?.path)}`;
  if (!layer.route) return Boolean(layer.match(literal(moved)));
  if (!layer.route._handlesMethod('GET') && !layer.route._handlesMethod('HEAD')) return false;
  return Boolean(layer.match(literal(moved))) || Boolean(moved.match(literal(layer)));
}
