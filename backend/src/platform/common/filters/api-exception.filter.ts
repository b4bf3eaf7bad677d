import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  MESSAGE_CODES,
  type ApiErrorBody,
  type Coded,
  type Language,
  type MessageParameters,
} from '@uaq/contract';
import {
  AppError,
  coded,
  TooManyRequestsError,
  type ErrorMessage,
  type PlainCode,
} from '../errors/app-error';
import { textIn } from '../language/message-text';
import { languageOf } from '../language/visitor-language';

const M = MESSAGE_CODES.request;

const DEFAULT_MESSAGES: Partial<Record<number, PlainCode>> = {
  400: M.invalid,
  401: MESSAGE_CODES.auth.authenticationRequired,
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

/** What went wrong, before it is put in words: a status, a code and the fields' codes. */
type CodedError = Coded & { statusCode: number; fields?: Readonly<Record<string, ErrorMessage>> };

function rawMessageOf(response: unknown): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  }
  return '';
}

/** The catalogue's code for a framework error, by what went wrong. */
function frameworkCode(raw: string, status: number): PlainCode {
  if (status === 400 && /JSON/i.test(raw)) return M.invalidJson;
  // A part header busboy cannot read: a raw line break in a file name, most often.
  if (status === 400 && /^Multipart: Malformed part header/i.test(raw)) return M.unreadablePart;
  if (status === 400 && /^Multipart/i.test(raw)) return M.incompleteForm;
  if (status === 400 && /decode param/i.test(raw)) return M.invalidAddress;
  return DEFAULT_MESSAGES[status] ?? M.failed;
}

function withStatus(statusCode: number, message: ErrorMessage): CodedError {
  return { statusCode, ...coded(message) };
}

/**
 * The decided body in `language`: `message` and `errors` in words (Arabic twins on the public API
 * when Arabic is preferred, English otherwise and always in the admin area), with the codes beside
 * them for clients that write their own.
 */
function envelope(error: CodedError, language: Language): ApiErrorBody {
  const { statusCode, code, params } = error;
  const body: ApiErrorBody = {
    success: false,
    statusCode,
    message: textIn(language, code, params),
    code,
    ...(params ? { params } : {}),
  };
  if (!error.fields) return body;
  const fields = Object.entries(error.fields).map(([field, message]) => [field, coded(message)] as const);
  const fieldParams = fields.filter(([, field]) => field.params);
  return {
    ...body,
    errors: Object.fromEntries(fields.map(([field, f]) => [field, textIn(language, f.code, f.params)])),
    fieldCodes: Object.fromEntries(fields.map(([field, f]) => [field, f.code])),
    ...(fieldParams.length > 0
      ? {
          fieldParams: Object.fromEntries(
            fieldParams.map(([field, f]) => [field, f.params as MessageParameters]),
          ),
        }
      : {}),
  };
}

/** Turns every error into the decided body; never a stack trace, never an internal detail. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const error = this.toCoded(exception);
    let language: Language = 'en';
    if (request?.headers) {
      if (!response.headersSent) response.vary('Accept-Language');
      language = languageOf(request);
    }
    if (exception instanceof TooManyRequestsError && exception.retryAfterSeconds) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (error.statusCode >= 500 && error.statusCode !== HttpStatus.SERVICE_UNAVAILABLE) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    response.status(error.statusCode).json(envelope(error, language));
  }

  private toCoded(exception: unknown): CodedError {
    if (exception instanceof AppError) {
      return {
        statusCode: exception.statusCode,
        ...coded({ code: exception.code, params: exception.params } as Coded),
        ...(exception.fields ? { fields: exception.fields } : {}),
      };
    }
    if (exception instanceof HttpException) {
      // Our own errors are AppErrors; an HttpException comes from the framework (body parsers,
      // multipart, the router), whose wording ("Unexpected end of JSON input") is not for clients.
      const statusCode = exception.getStatus();
      return withStatus(statusCode, frameworkCode(rawMessageOf(exception.getResponse()), statusCode));
    }
    const withCode = exception as { code?: string; status?: number; type?: string } | null;
    if (withCode?.code && DATABASE_DOWN_CODES.has(withCode.code)) return withStatus(503, M.unavailable);
    // Errors raised by Express's body parsers before any controller runs.
    if (withCode?.type === 'entity.too.large') return withStatus(413, M.tooLarge);
    if (withCode?.type === 'entity.parse.failed') return withStatus(400, M.invalidJson);
    return withStatus(500, M.serverError);
  }
}
