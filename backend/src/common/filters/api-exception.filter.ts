import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, REQUEST_MESSAGES as M, type ApiErrorBody } from '@uaq/contract';
import { AppError, TooManyRequestsError } from '../errors/app-error';
import { errorsInLanguage, inLanguage } from '../language/arabic-messages';
import { languageOf } from '../language/visitor-language';

const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  400: M.invalid,
  401: AUTH_MESSAGES.authenticationRequired,
  403: M.forbidden,
  404: M.notFound,
  405: M.methodNotAllowed,
  409: M.conflict,
  413: M.tooLarge,
  415: M.unsupportedType,
  429: M.tooManyRequests,
  503: M.unavailable,
};

/** Database driver errors that mean "the database is not reachable", not "the request is wrong". */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

function messageOf(response: unknown, status: number): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return DEFAULT_MESSAGES[status] ?? M.failed;
}

/** The contract's sentence for a framework error, by what went wrong. */
function frameworkMessage(raw: string, status: number): string {
  if (status === 400 && /JSON/i.test(raw)) return M.invalidJson;
  if (status === 400 && /^Multipart/i.test(raw)) return M.incompleteForm;
  if (status === 400 && /decode param/i.test(raw)) return M.invalidAddress;
  return DEFAULT_MESSAGES[status] ?? M.failed;
}

/**
 * The one place an error's sentences follow the visitor's `Accept-Language`: Arabic twins on the
 * public API when Arabic is preferred, English otherwise and always in the admin area.
 */
function inVisitorLanguage(body: ApiErrorBody, request: Request, response: Response): ApiErrorBody {
  if (!request?.headers) return body;
  if (!response.headersSent) response.vary('Accept-Language');
  const language = languageOf(request);
  if (language === 'en') return body;
  return {
    ...body,
    message: inLanguage(body.message, language),
    ...(body.errors ? { errors: errorsInLanguage(body.errors, language) } : {}),
  };
}

/** Turns every error into the decided body; never a stack trace, never an internal detail. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const body = inVisitorLanguage(this.toBody(exception), request, response);
    if (exception instanceof TooManyRequestsError && exception.retryAfterSeconds) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (body.statusCode >= 500 && body.statusCode !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ApiErrorBody {
    if (exception instanceof AppError) {
      return {
        success: false,
        statusCode: exception.statusCode,
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
      };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const errors =
        response && typeof response === 'object' && 'errors' in response
          ? (response as { errors: Record<string, string> }).errors
          : undefined;
      // Our own errors are AppErrors; an HttpException comes from the framework (body parsers,
      // multipart, the router), whose wording ("Unexpected end of JSON input") is not for clients.
      const message = frameworkMessage(messageOf(response, statusCode), statusCode);
      return { success: false, statusCode, message, ...(errors ? { errors } : {}) };
    }
    const withCode = exception as { code?: string; status?: number; type?: string } | null;
    if (withCode?.code && DATABASE_DOWN_CODES.has(withCode.code)) {
      return { success: false, statusCode: 503, message: DEFAULT_MESSAGES[503]! };
    }
    // Errors raised by Express's body parsers before any controller runs.
    if (withCode?.type === 'entity.too.large') {
      return { success: false, statusCode: 413, message: DEFAULT_MESSAGES[413]! };
    }
    if (withCode?.type === 'entity.parse.failed') {
      return { success: false, statusCode: 400, message: M.invalidJson };
    }
    return { success: false, statusCode: 500, message: M.serverError };
  }
}
