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
import { DATABASE_BUSY_CODE } from '../../database/database-waits';
import { wasAnsweredByDeadline } from '../http/request-deadline';

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

/**
 * Waits the database cut short (no free pool connection, a statement past its time limit, a row
 * lock waited for too long): the server is busy, and the same request will most likely pass soon.
 */
const DATABASE_BUSY_ERRNOS = new Set([
  1205, // ER_LOCK_WAIT_TIMEOUT
  1969, // ER_STATEMENT_TIMEOUT (MariaDB's max_statement_time)
  3024, // ER_QUERY_TIMEOUT (MySQL's max_execution_time)
]);

/**
 * Tells the client of a 503 when to try again: in a few seconds, spread at random so that the
 * retries of a burst the server turned away do not all come back at once.
 */
export function setRetryAfter(response: Response): void {
  response.setHeader('Retry-After', String(2 + Math.floor(Math.random() * 7)));
}

/** Whether `error` means the service is unavailable for now (503: the database busy or away). */
export function isUnavailableForNow(error: unknown): boolean {
  return toCoded(error).statusCode === HttpStatus.SERVICE_UNAVAILABLE;
}

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

const logger = new Logger('ApiExceptionFilter');

/**
 * Answers `exception` in the decided body, in the visitor's language: the exception filter for
 * every error a handler raises, and the request deadline for a request still unanswered.
 */
export function answerWithError(exception: unknown, request: Request | undefined, response: Response): void {
  // The handler finished after the deadline had answered: writing its answer failed, as it must.
  if (response.headersSent && wasAnsweredByDeadline(response)) return;
  const error = toCoded(exception);
  let language: Language = 'en';
  if (request?.headers) {
    if (!response.headersSent) response.vary('Accept-Language');
    language = languageOf(request);
  }
  if (error.statusCode >= 500 && error.statusCode !== HttpStatus.SERVICE_UNAVAILABLE) {
    logger.error(exception instanceof Error ? exception.stack : String(exception));
  }
  if (response.headersSent) return;
  if (exception instanceof TooManyRequestsError && exception.retryAfterSeconds) {
    response.setHeader('Retry-After', String(exception.retryAfterSeconds));
  }
  if (error.statusCode === HttpStatus.SERVICE_UNAVAILABLE) setRetryAfter(response);
  response.status(error.statusCode).json(envelope(error, language));
}

function toCoded(exception: unknown): CodedError {
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
  const withCode = exception as { code?: string; errno?: number; status?: number; type?: string } | null;
  if (withCode?.code && DATABASE_DOWN_CODES.has(withCode.code)) return withStatus(503, M.unavailable);
  if (withCode?.code === DATABASE_BUSY_CODE || DATABASE_BUSY_ERRNOS.has(withCode?.errno ?? 0)) {
    return withStatus(503, M.busy);
  }
  // Errors raised by Express's body parsers before any controller runs.
  if (withCode?.type === 'entity.too.large') return withStatus(413, M.tooLarge);
  if (withCode?.type === 'entity.parse.failed') return withStatus(400, M.invalidJson);
  return withStatus(500, M.serverError);
}

/** Turns every error into the decided body; never a stack trace, never an internal detail. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    answerWithError(exception, http.getRequest<Request>(), http.getResponse<Response>());
  }
}
