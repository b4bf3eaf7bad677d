import { HttpStatus } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { json, type RequestHandler } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AuthTokensService } from './auth/auth-tokens.service';
import { careersHotReads } from './careers/careers.controller';
import { CareersService } from './careers/careers.service';
import { serveHotPublicReads } from './common/http/hot-public-reads';
import {
  securityHeaders,
  securityHeadersMiddleware,
  type StaticHeader,
} from './common/http/security-headers';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { createValidationPipe } from './common/pipes/validation.pipe';
import { appConfig, type AppConfig } from './config/app.config';
import { AUTH_MESSAGES, CONSTANT_LIMITS } from './contract/api-contract';
import { siteConstantsHotReads } from './site-constants/site-constants.controller';
import { SiteConstantsService } from './site-constants/site-constants.service';
import { SITE_ROUTES_OUTSIDE_API } from './site-rendering/site-rendering.module';

/** JSON bodies are small forms; resumes come as multipart and have their own 5 MB limit. */
const JSON_BODY_LIMIT = '100kb';
/** A full constants map (200 values of up to 10 KB, with their names) is the one larger JSON body. */
const CONSTANTS_BODY_LIMIT = CONSTANT_LIMITS.maxKeys * (CONSTANT_LIMITS.maxValueBytes + 100);
const API_PREFIX = 'api';

function adminOnlyLargeBody(tokens: AuthTokensService, headers: readonly StaticHeader[]): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'PUT') return next();
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    void (bearer ? tokens.verifySessionToken(bearer) : Promise.resolve(null)).then((admin) => {
      if (admin) return next();
      for (const [name, value] of headers) response.setHeader(name, value);
      response.setHeader('Connection', 'close');
      response.status(HttpStatus.UNAUTHORIZED).json({
        success: false,
        statusCode: HttpStatus.UNAUTHORIZED,
        message: AUTH_MESSAGES.authenticationRequired,
      });
    }, next);
  };
}

/**
 * Builds the whole application without listening, so `main.ts` and the test suites run exactly
 * the same stack (prefix, pipes, filter, security headers, OpenAPI).
 */
export async function createApp(): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bufferLogs: true,
    bodyParser: false,
    // A configuration error (e.g. a weak JWT_SECRET in production) rejects with its message instead
    // of Nest exiting the process: main.ts prints it, tests can assert it.
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  const config = app.get<AppConfig>(appConfig.KEY);

  // Client addresses (rate limits) come from X-Forwarded-For only when a configured proxy sent it.
  app.set('trust proxy', config.trustedProxies);
  app.disable('x-powered-by');
  const headers = securityHeaders(config.isProduction);
  // Ahead of Express itself: the reads every visitor triggers, with the same headers (see there).
  serveHotPublicReads(app.getHttpServer(), {
    apiPrefix: API_PREFIX,
    reads: [
      ...careersHotReads(app.get(CareersService)),
      ...siteConstantsHotReads(app.get(SiteConstantsService)),
    ],
    securityHeaders: headers,
  });
  // Before the general parser, which skips a body this one has already read.
  // The large constants body is read only for a valid admin session: anyone else is answered
  // first, so no one can make the server parse 2 MB before the guard refuses them.
  app.use('/api/constants', adminOnlyLargeBody(app.get(AuthTokensService), headers));
  app.use('/api/constants', json({ limit: CONSTANTS_BODY_LIMIT }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.use(securityHeadersMiddleware(headers));
  app.use(compression());
  // The site (pages, robots.txt, sitemap.xml) lives at the root; everything else under /api.
  app.setGlobalPrefix(API_PREFIX, { exclude: SITE_ROUTES_OUTSIDE_API });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();

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
