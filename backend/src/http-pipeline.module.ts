import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { AuditInterceptor } from './audit/audit.interceptor';
import { AdminAuthGuard } from './accounts/admin-auth.guard';
import { ApiExceptionFilter } from './platform/common/filters/api-exception.filter';
import { HttpReplyInterceptor } from './platform/common/http/http-reply.interceptor';
import { PublicReadsFirst } from './platform/common/http/public-reads-first';
import { createValidationPipe } from './platform/common/pipes/validation.pipe';

/**
 * What every route goes through, in the order Nest applies it. Express middleware before these
 * (request id, security headers, metrics, logs, bodies, compression) is set up in app.setup.ts.
 *
 * 1. The guard: a session unless the route is `@Public()`, then the pending-step and role rules.
 * 2. The pipe: bodies, queries and params validated and turned into DTOs.
 * 3. The interceptors, outermost first: the audit trail (it runs the handler with the actor at hand
 *    and reads the created id from the reply's `data`), then the reply (envelope, caching, language).
 * 4. The filter: every error becomes the decided body, in the visitor's language.
 * Providers of one kind apply in the order they are listed here.
 *
 * Express finds the `@PublicCache()` reads first among the routes (PublicReadsFirst).
 */
@Module({
  imports: [DiscoveryModule],
  providers: [
    { provide: APP_GUARD, useClass: AdminAuthGuard },
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
    { provide: APP_INTERCEPTOR, useClass: HttpReplyInterceptor },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
    PublicReadsFirst,
  ],
})
export class HttpPipelineModule {}
