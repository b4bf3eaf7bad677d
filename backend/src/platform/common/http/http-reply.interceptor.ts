import { CallHandler, ExecutionContext, Injectable, NestInterceptor, type Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { map, type Observable } from 'rxjs';
import { IS_PUBLIC_KEY } from '../decorators/public.decorator';
import type { PlainCode } from '../errors/app-error';
import { textIn } from '../language/message-text';
import { languageOf } from '../language/visitor-language';
import { CACHE_CONTROL } from './cache-control';
import {
  PUBLIC_CACHE_KEY,
  RAW_RESPONSE_KEY,
  SKIP_REQUEST_LOG_KEY,
  SUCCESS_MESSAGE_KEY,
} from './http-reply.decorators';
import { skipRequestLog } from './request-pipeline';
import type { RouteScopedEnhancer } from './route-enhancers';
import { successBody } from './success-body';

/** How a route's replies are made, read once from its decorators. */
interface ReplyPolicy {
  publicCache: boolean;
  raw: boolean;
  message: PlainCode | undefined;
  isPublic: boolean;
  /** Nothing may keep a copy: answers behind the admin guard, and every enveloped answer but `@PublicCache` reads. */
  noStore: boolean;
  skipLog: boolean;
}

/**
 * The one place where a handler's value becomes an HTTP reply: controllers return data, this adds
 * the success envelope (with the route's `@SuccessMessage`), marks admin answers and the other API
 * answers (a login's token, a form's receipt) `no-store` (before the handler runs, so their errors
 * carry it too) and tells the request log which routes to leave out. `@PublicCache` reads are built
 * without it (`appliesTo`): SiteHttpAdapter sends them from a body prepared once per cached value.
 */
@Injectable()
export class HttpReplyInterceptor implements NestInterceptor, RouteScopedEnhancer {
  private readonly policies = new Map<object, ReplyPolicy>();

  constructor(private readonly reflector: Reflector) {}

  appliesTo(handler: (...args: never[]) => unknown, controller: Type): boolean {
    return this.reflector.getAllAndOverride<boolean>(PUBLIC_CACHE_KEY, [handler, controller]) !== true;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const policy = this.policyOf(context);
    const response = context.switchToHttp().getResponse<ServerResponse>();
    if (policy.skipLog) skipRequestLog(response);
    if (policy.noStore) response.setHeader('Cache-Control', CACHE_CONTROL.private);
    if (policy.raw || policy.publicCache) return next.handle();
    const message = policy.message && this.messageFor(policy, context);
    return next.handle().pipe(map((data: unknown) => successBody(data, message)));
  }

  /** A public route's success message follows the visitor's `Accept-Language`; the admin's stays English. */
  private messageFor(policy: ReplyPolicy, context: ExecutionContext): string | undefined {
    if (!policy.message) return undefined;
    if (!policy.isPublic) return textIn('en', policy.message);
    const http = context.switchToHttp();
    http.getResponse<ServerResponse>().appendHeader('Vary', 'Accept-Language');
    return textIn(languageOf(http.getRequest<IncomingMessage>()), policy.message);
  }

  private policyOf(context: ExecutionContext): ReplyPolicy {
    const handler = context.getHandler();
    let policy = this.policies.get(handler);
    if (!policy) {
      const targets = [handler, context.getClass()];
      const flag = (key: string) => this.reflector.getAllAndOverride<boolean>(key, targets) === true;
      const publicCache = flag(PUBLIC_CACHE_KEY);
      const raw = flag(RAW_RESPONSE_KEY);
      policy = {
        publicCache,
        raw,
        message: this.reflector.getAllAndOverride<PlainCode | undefined>(SUCCESS_MESSAGE_KEY, targets),
        isPublic: flag(IS_PUBLIC_KEY),
        // A raw public route (health, robots.txt, pages, a resume link) sets its own policy.
        noStore: !flag(IS_PUBLIC_KEY) || !(publicCache || raw),
        skipLog: flag(SKIP_REQUEST_LOG_KEY),
      };
      this.policies.set(handler, policy);
    }
    return policy;
  }
}
