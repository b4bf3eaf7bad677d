import { createParamDecorator, ExecutionContext, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { MESSAGE_CODES, type LoginResult } from '@uaq/contract';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { AppError } from '../platform/common/errors/app-error';
import { createValidationPipe } from '../platform/common/pipes/validation.pipe';
import { appConfig, type AppConfig } from '../platform/config/app.config';
import { LoginDto } from './dto/login.dto';
import { LoginService } from './login.service';
import { isFromAnotherSite } from './session-cookie';

const LOGIN_STRATEGY = 'admin-login';
const loginBody = createValidationPipe();

/**
 * The sign-in steps: username and password, then the second factor when the account has one. The
 * body is checked as any other (400 naming each field), then LoginService applies the limits.
 */
@Injectable()
export class LoginStrategy extends PassportStrategy(Strategy, LOGIN_STRATEGY) {
  private readonly siteOrigin: string;

  constructor(
    private readonly loginService: LoginService,
    @Inject(appConfig.KEY) app: AppConfig,
  ) {
    super();
    this.siteOrigin = new URL(app.publicUrl).origin;
  }

  async validate(request: Request): Promise<LoginResult> {
    // Login CSRF: another site's page must not sign the visitor's browser in (to the attacker's
    // account). A form can post cross-site without a preflight; JSON cannot, so only JSON is taken.
    if (isFromAnotherSite(request, this.siteOrigin)) {
      throw new AppError(HttpStatus.FORBIDDEN, MESSAGE_CODES.adminSession.crossSiteRefused);
    }
    if (request.is('application/json') === false) {
      throw new AppError(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MESSAGE_CODES.auth.jsonOnly);
    }
    const body = (await loginBody.transform(request.body, { type: 'body', metatype: LoginDto })) as LoginDto;
    // req.ip believes X-Forwarded-For only from the configured proxies (TRUST_PROXY), so it cannot be forged.
    const clientAddress = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    return this.loginService.login({ ...body, clientAddress });
  }
}

/** Runs the sign-in; its refusals (400, 401 with the field to fill, 429) reach the client as they are. */
@Injectable()
export class LoginGuard extends AuthGuard(LOGIN_STRATEGY) {
  override handleRequest<TResult>(error: unknown, result: TResult | false | null): TResult {
    if (error) throw error;
    if (!result) throw new AppError(HttpStatus.UNAUTHORIZED, MESSAGE_CODES.auth.invalidCredentials);
    return result;
  }
}

/** The session a successful sign-in opened (set on the request by LoginStrategy). */
export const NewSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): LoginResult =>
    context.switchToHttp().getRequest<Request & { user: LoginResult }>().user,
);
