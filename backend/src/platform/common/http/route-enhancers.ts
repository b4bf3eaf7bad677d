import type { Type } from '@nestjs/common';
import { GuardsContextCreator } from '@nestjs/core/guards/guards-context-creator.js';
import { InterceptorsContextCreator } from '@nestjs/core/interceptors/interceptors-context-creator.js';

/**
 * A global guard or interceptor that can tell, from a route's decorators, that it has nothing to do
 * for that route. Nest asks once per route, when it builds the route's handler at start-up: a route
 * it does not apply to is built without it, so its requests skip it and the machinery around it
 * (a guard's promise; an interceptor's observables, which a route without any interceptor never
 * creates). Its answer must be exactly "my `canActivate` would return true / my `intercept` would
 * only call `next.handle()` for every request of this route".
 */
export interface RouteScopedEnhancer {
  appliesTo(handler: (...args: never[]) => unknown, controller: Type): boolean;
}

function isRouteScoped(enhancer: unknown): enhancer is RouteScopedEnhancer {
  return typeof (enhancer as Partial<RouteScopedEnhancer> | null)?.appliesTo === 'function';
}

type EnhancerCreator = {
  prototype: { create(instance: object, callback: never, ...rest: never[]): unknown[] };
};

/**
 * Nest applies global guards and interceptors to every route and has no hook to leave one out, so
 * the two context creators' `create` (called once per route while routes are registered) drop the
 * route-scoped enhancers that say they do not apply. Installed once, before the application builds
 * its routes; enhancers without `appliesTo` are untouched.
 */
export function leaveOutEnhancersPerRoute(): void {
  for (const creator of [GuardsContextCreator, InterceptorsContextCreator] as unknown as EnhancerCreator[]) {
    const create = creator.prototype.create;
    if ((create as { routeScoped?: true }).routeScoped) continue;
    const routeScoped = function (this: unknown, instance: object, callback: never, ...rest: never[]) {
      const enhancers = create.call(this, instance, callback, ...rest);
      const controller = instance.constructor as Type;
      return enhancers.filter(
        (enhancer) => !isRouteScoped(enhancer) || enhancer.appliesTo(callback, controller),
      );
    };
    creator.prototype.create = Object.assign(routeScoped, { routeScoped: true as const });
  }
}
