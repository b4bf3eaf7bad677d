import { HttpStatus, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import {
  json,
  type Express,
  urlencoded,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { Logger, PinoLogger } from 'nestjs-pino';
import passport from 'passport';
import { AppModule } from './app.module';
import { SESSION_STRATEGY } from './accounts/jwt.strategy';
import { AppError } from './platform/common/errors/app-error';
import { answerWithError } from './platform/common/filters/api-exception.filter';
import { requestDeadline } from './platform/common/http/request-deadline';
import { requestPipeline } from './platform/common/http/request-pipeline';
import { leaveOutEnhancersPerRoute } from './platform/common/http/route-enhancers';
import { securityHeaders } from './platform/common/http/security-headers';
import { SiteHttpAdapter } from './platform/common/http/site-http-adapter';
import { trustProxies } from './platform/common/http/trusted-proxies';
import { closeConnectionsWhileDraining, ServerDrain } from './platform/health/server-drain';
import { appConfig, type AppConfig } from './platform/config/app.config';
import { MESSAGE_CODES, CONSTANT_LIMITS, type ApiErrorBody } from '@uaq/contract';
import { requestLog } from './platform/logging/request-log';
import { StartUpJsonLogger } from './platform/logging/start-up-json-logger';
import { StartUpQuietLogger } from './platform/logging/start-up-quiet-logger';
import { httpMetrics } from './platform/metrics/http-metrics';
import { METRICS_PATH } from './platform/metrics/metrics.controller';
import { MetricsService } from './platform/metrics/metrics.service';
import { SITE_ROUTES_OUTSIDE_API } from './site-rendering/site-rendering.module';

/** JSON bodies are small forms; resumes come as multipart and have their own 5 MB limit. */
const JSON_BODY_LIMIT = '100kb';
/** A full constants map (200 values of up to 10 KB, with their names) is the one larger JSON body. */
const CONSTANTS_BODY_LIMIT = CONSTANT_LIMITS.maxKeys * (CONSTANT_LIMITS.maxValueBytes + 100);
const API_PREFIX = 'api';

/**
 * JSON and form bodies. Only requests that may carry one run the parsers: the reads every visitor
 * triggers skip them. The constants map is the one larger JSON body.
 */
function bodyParsers(): RequestHandler {
  const constantsJson = json({ limit: CONSTANTS_BODY_LIMIT });
  const formJson = json({ limit: JSON_BODY_LIMIT });
  const form = urlencoded({ limit: JSON_BODY_LIMIT, extended: false });
  return (request, response, next) => {
    if (request.method === 'GET' || request.method === 'HEAD') return next();
    const path = request.path.toLowerCase();
    const parseJson =
      path === '/api/constants' || path.startsWith('/api/constants/') ? constantsJson : formJson;
    parseJson(request, response, (error?: unknown) => (error ? next(error) : form(request, response, next)));
  };
}

/**
 * The large constants body is read only for a valid admin session: anyone else is answered first,
 * so no one can make the server parse 2 MB before the guard refuses them. The session strategy
 * judges the credential, as it does for the guard.
 */
function adminOnlyLargeBody(): RequestHandler {
  const authenticate = (request: Request, response: Response, next: NextFunction) =>
    (
      passport.authenticate(SESSION_STRATEGY, { session: false }, (error: unknown, admin: unknown) => {
        if (admin && !error) return next();
        // Answered at once; Node then discards the unread body (never parsed) and keeps the
        // connection, so the client reads this refusal instead of a write error on a closed socket.
        const refusal =
          error instanceof AppError
            ? error
            : new AppError(HttpStatus.UNAUTHORIZED, MESSAGE_CODES.auth.authenticationRequired);
        response.status(refusal.statusCode).json({
          success: false,
          statusCode: refusal.statusCode,
          message: refusal.message,
          code: refusal.code,
        } satisfies ApiErrorBody);
      }) as RequestHandler
    )(request, response, next);
  return (request, response, next) => {
    const path = request.path.toLowerCase();
    if (request.method !== 'PUT' || (path !== '/api/constants' && !path.startsWith('/api/constants/')))
      return next();
    authenticate(request, response, next);
  };
}

/**
 * Builds the whole application without listening, so `main.ts` and the test suites run exactly
 * the same stack (prefix, pipes, replies, filter, security headers, OpenAPI).
 */
export async function createApp(): Promise<NestExpressApplication> {
  // Before any route is built: global guards and interceptors may say a route needs none of them.
  leaveOutEnhancersPerRoute();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, new SiteHttpAdapter(), {
    // Buffered until the application's logger takes over; if start-up fails, written out as JSON.
    logger: new StartUpQuietLogger(new StartUpJsonLogger()),
    bufferLogs: true,
    bodyParser: false,
    // A configuration error (e.g. a weak JWT_SECRET in production) rejects with its message instead
    // of Nest exiting the process: main.ts prints it, tests can assert it.
    abortOnError: false,
  });
  app.useLogger(new StartUpQuietLogger(app.get(Logger)));
  const config = app.get<AppConfig>(appConfig.KEY);

  // Client addresses (rate limits) come from X-Forwarded-For only when a configured proxy sent it.
  // On Express itself: Nest's app.get() is its dependency container, not Express's settings.
  trustProxies(app.getHttpAdapter().getInstance() as Express, config.trustedProxies);
  app.disable('x-powered-by');
  // First for every request: its id and the security headers, then its log line.
  app.use(requestPipeline(securityHeaders(config)));
  app.use(httpMetrics(app.get(MetricsService)));
  app.use(closeConnectionsWhileDraining(app.get(ServerDrain)));
  // Outside a request, PinoLogger's logger is the application's root pino logger.
  app.use(requestLog(await app.resolve(PinoLogger)));
  // No request waits for ever: one the server has not answered in time gets a 503 to retry.
  const busy = new AppError(HttpStatus.SERVICE_UNAVAILABLE, MESSAGE_CODES.request.busy);
  app.use(
    requestDeadline(config.requestTimeoutMs, (request, response) => answerWithError(busy, request, response)),
  );
  app.use(adminOnlyLargeBody());
  app.use(bodyParsers());
  const compress = compression();
  // Without Accept-Encoding nothing is compressed: spare those requests compression's per-response work.
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.headers['accept-encoding'] ? compress(request, response, next) : next(),
  );
  // The site (pages, robots.txt, sitemap.xml) lives at the root; everything else under /api.
  // Prometheus scrapes /metrics, where every exporter serves it.
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [...SITE_ROUTES_OUTSIDE_API, { path: METRICS_PATH, method: RequestMethod.GET }],
  });
  // Guards, pipes, interceptors and filters: HttpPipelineModule, in the order they apply.
  // No enableShutdownHooks(): main.ts owns SIGTERM/SIGINT (drain first, then app.close()).

  // In production the map of every admin route is not published (it helps an attacker more than anyone).
  if (!config.isProduction) publishApiDocs(app);
  return app;
}

function publishApiDocs(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fire safety contractor website API')
      .setDescription('Public pages, careers, applications, enquiries and the admin area.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
}
